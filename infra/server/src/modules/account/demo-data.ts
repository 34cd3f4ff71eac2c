/**
 * Demo data for the seeded demo accounts (outside production only, like the accounts themselves): a default
 * delivery address each, so the README's demo shopper shows a filled address book and a prefilled checkout.
 * Idempotent: an account that already has addresses is left alone.
 */
import type { createAddressBook } from './addresses';

/** How seeding finds a seeded account (identity's findByEmail). */
export type DemoCustomerLookup = (email: string) => Promise<{ id: string } | null>;

const DEMO_ADDRESSES = [
  { email: 'shopper@storefront.test', firstName: 'Sam', lastName: 'Shopper', addressLine1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA' },
  { email: 'member@storefront.test', firstName: 'Mia', lastName: 'Member', addressLine1: '221B Baker Street', city: 'London', postalCode: 'NW1 6XE' },
];

export async function seedDemoAddresses(findByEmail: DemoCustomerLookup, addresses: ReturnType<typeof createAddressBook>): Promise<void> {
  for (const { email, ...address } of DEMO_ADDRESSES) {
    const customer = await findByEmail(email);
    if (!customer || (await addresses.list(customer.id)).addresses.length > 0) continue;
    await addresses.create(customer.id, { ...address, country: 'GB', kind: 'shipping', isDefault: true });
  }
}
