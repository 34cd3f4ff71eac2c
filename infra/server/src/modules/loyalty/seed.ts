/**
 * The demo loyalty member (README): `member@storefront.test`, created by the identity module's seed, is enrolled in
 * Northbound's programme with a short points history (a welcome bonus, two earned orders, one redemption), which
 * puts them in Silver with points to spend. Only a member without any history is seeded, so restarts change nothing.
 */
import type { LoyaltyService } from './service';

export const DEMO_MEMBER_EMAIL = 'member@storefront.test';

/** Ledger of the demo member, oldest first: lifetime 980 (Silver), balance 680 (£6.80 on the UK site). */
export const DEMO_HISTORY = [
  { points: 250, note: 'Welcome bonus' },
  { points: 420, note: 'Points for order NB90000001 (demo)' },
  { points: 310, note: 'Points for order NB90000002 (demo)' },
  { points: -300, note: 'Points spent on order NB90000003 (demo)' },
] as const;

export async function seedDemoMember(loyalty: LoyaltyService, customerId: string): Promise<boolean> {
  await loyalty.enroll(customerId, { brand: 'northbound', locale: 'uk-en', source: 'demo-seed' });
  if ((await loyalty.ledgerOf(customerId, 'northbound')).length > 0) return false;
  for (const entry of DEMO_HISTORY) await loyalty.adjust(customerId, 'northbound', entry.points, entry.note);
  return true;
}
