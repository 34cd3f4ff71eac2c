import type { LoyaltyAccount, LoyaltyLedgerEntry } from '@sf/contracts';

const entry = (id: string, overrides: Partial<LoyaltyLedgerEntry>): LoyaltyLedgerEntry => ({
  id,
  kind: 'earn',
  points: 100,
  balanceAfter: 100,
  orderNumber: null,
  note: null,
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

/** The demo member's account: Silver, 680 points, 520 to Gold. */
export const memberAccount = (overrides: Partial<LoyaltyAccount> = {}): LoyaltyAccount => ({
  member: true,
  membership: { brand: 'northbound', memberSince: '2026-01-15T09:00:00Z', enrollmentMarketingSource: null },
  tier: 'silver',
  balance: 680,
  lifetimePoints: 980,
  balanceValue: { amount: 680, currency: 'GBP' },
  nextTier: { tier: 'gold', threshold: 1500, pointsToGo: 520, percent: 48 },
  ledger: {
    entries: [
      entry('e4', { kind: 'redeem', points: -300, balanceAfter: 680, orderNumber: 'NB12345679' }),
      entry('e3', { kind: 'earn', points: 310, balanceAfter: 980, orderNumber: 'NB12345678' }),
      entry('e1', { kind: 'adjust', points: 250, balanceAfter: 250, note: 'Welcome bonus' }),
    ],
    page: 1,
    pageSize: 3,
    total: 5,
  },
  ...overrides,
});

export const nonMemberAccount = (): LoyaltyAccount => ({
  member: false,
  membership: null,
  tier: null,
  balance: 0,
  lifetimePoints: 0,
  balanceValue: { amount: 0, currency: 'GBP' },
  nextTier: null,
  ledger: { entries: [], page: 1, pageSize: 10, total: 0 },
});

export const newMemberAccount = (): LoyaltyAccount => ({
  ...nonMemberAccount(),
  member: true,
  membership: { brand: 'northbound', memberSince: '2026-11-24T09:00:00Z', enrollmentMarketingSource: 'spring' },
  tier: 'member',
  nextTier: { tier: 'silver', threshold: 500, pointsToGo: 500, percent: 0 },
});
