/**
 * Demo accounts (README), seeded outside production only, like the demo operator: a known password on a live shop
 * would be an open door. Idempotent: an existing e-mail is left alone.
 */
import type { IdentityService } from './service';

export const DEMO_CUSTOMERS = {
  shopper: { email: 'shopper@storefront.test', password: 'demo-shopper-2026', firstName: 'Sam', lastName: 'Shopper', role: 'shopper' },
  member: { email: 'member@storefront.test', password: 'demo-member-2026', firstName: 'Mia', lastName: 'Member', role: 'shopper' },
  employee: { email: 'employee@storefront.test', password: 'demo-employee-2026', firstName: 'Eli', lastName: 'Employee', role: 'employee' },
} as const;

export async function seedDemoCustomers(identity: Pick<IdentityService, 'findByEmail' | 'register'>): Promise<void> {
  for (const demo of Object.values(DEMO_CUSTOMERS)) {
    if (await identity.findByEmail(demo.email)) continue;
    const { role, ...account } = demo;
    await identity.register({ ...account, marketingOptIn: false, brand: 'northbound', locale: 'uk-en' }, { verified: true, role });
  }
}
