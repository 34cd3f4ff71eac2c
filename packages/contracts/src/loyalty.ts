/**
 * Loyalty programme rules, zod-free, shared by the server (ledger, checkout) and the browser (what a shopper earns and
 * what their points pay). Points are whole numbers; money is integer minor units. The zod schemas are in
 * `api/loyalty.ts`.
 *
 * Earning: a paid order earns `floor(eligible / MINOR_UNITS_PER_POINT[currency]) × multiplier(brand, country)` points,
 * where `eligible` is what the shopper paid with money: the order total less the part paid with points and less any
 * e-gift cards bought (those are money, not merchandise). About one point per pound, euro, franc or dollar.
 * Paying: 100 points are worth one major unit of the order's currency (one point = one minor unit), except in
 * zloty, where 100 points are worth 4 zł (the zloty is worth about a quarter of a euro).
 * Tiers follow lifetime points: points earned minus points reversed by returns; spending points never lowers a tier.
 */
import type { BrandKey, Currency } from '@sf/remote-contract';

export const LOYALTY_TIERS = ['member', 'silver', 'gold'] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

/** Lifetime points at which each tier starts. */
export const LOYALTY_TIER_THRESHOLDS: Readonly<Record<LoyaltyTier, number>> = { member: 0, silver: 500, gold: 1500 };

/** The ways a points balance changes; every change is one append-only ledger row. */
export const LOYALTY_LEDGER_KINDS = ['earn', 'reverse', 'redeem', 'refund', 'adjust'] as const;
export type LoyaltyLedgerKind = (typeof LOYALTY_LEDGER_KINDS)[number];

/** Minor units of the order currency that earn one point (before the brand × country multiplier). */
export const MINOR_UNITS_PER_POINT: Readonly<Record<Currency, number>> = { GBP: 100, EUR: 100, CHF: 100, USD: 100, CAD: 125, PLN: 400 };

/**
 * Points multiplier per brand, with country exceptions: Kerbside doubles points in North America (its launch
 * markets), Fieldwear doubles them everywhere but Switzerland (apparel baskets are smaller; CHF prices are higher).
 */
export const LOYALTY_EARN_MULTIPLIERS: Readonly<Record<BrandKey, { default: number; countries?: Readonly<Record<string, number>> }>> = {
  northbound: { default: 1 },
  kerbside: { default: 1, countries: { US: 2, CA: 2 } },
  fieldwear: { default: 2, countries: { CH: 1 } },
};

/** Minor units of the currency one point pays for. */
export const LOYALTY_POINT_VALUE: Readonly<Record<Currency, number>> = { GBP: 1, EUR: 1, CHF: 1, USD: 1, CAD: 1, PLN: 4 };

/** Most points one order may use (a sanity bound; the order total bounds it first). */
export const LOYALTY_MAX_POINTS_PER_ORDER = 10_000_000;

/** What an `enrollment_marketing_source` may look like (spec §2 rule 8): a campaign code, not free text. */
export const ENROLLMENT_SOURCE_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

export function earnMultiplier(brand: BrandKey, country: string): number {
  const rule = LOYALTY_EARN_MULTIPLIERS[brand];
  return rule.countries?.[country] ?? rule.default;
}

/** Points a paid amount earns on a brand's site in a country. */
export function pointsEarned(brand: BrandKey, country: string, currency: Currency, eligibleMinor: number): number {
  if (!Number.isFinite(eligibleMinor) || eligibleMinor <= 0) return 0;
  return Math.floor(eligibleMinor / MINOR_UNITS_PER_POINT[currency]) * earnMultiplier(brand, country);
}

/** What `points` pay in `currency` (minor units). */
export const pointsValue = (points: number, currency: Currency): number => points * LOYALTY_POINT_VALUE[currency];

/** The most whole points an amount can take without paying more than it. */
export const pointsCovering = (amountMinor: number, currency: Currency): number => Math.max(0, Math.floor(amountMinor / LOYALTY_POINT_VALUE[currency]));

export function tierFor(lifetimePoints: number): LoyaltyTier {
  let tier: LoyaltyTier = 'member';
  for (const candidate of LOYALTY_TIERS) if (lifetimePoints >= LOYALTY_TIER_THRESHOLDS[candidate]) tier = candidate;
  return tier;
}

export interface NextTierProgress {
  tier: LoyaltyTier;
  threshold: number;
  pointsToGo: number;
  /** Whole per cent of the way from the current tier's threshold to the next one. */
  percent: number;
}

/** The next tier and how far along the member is; null at the top tier. */
export function nextTierProgress(lifetimePoints: number): NextTierProgress | null {
  const current = tierFor(lifetimePoints);
  const next = LOYALTY_TIERS[LOYALTY_TIERS.indexOf(current) + 1];
  if (!next) return null;
  const from = LOYALTY_TIER_THRESHOLDS[current];
  const threshold = LOYALTY_TIER_THRESHOLDS[next];
  const done = Math.max(0, lifetimePoints - from);
  return {
    tier: next,
    threshold,
    pointsToGo: threshold - Math.max(lifetimePoints, from),
    percent: Math.min(100, Math.floor((done * 100) / (threshold - from))),
  };
}
