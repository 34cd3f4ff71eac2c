/**
 * Loyalty API: enrolment of the signed-in shopper (per brand), the membership with tier, balance and the points
 * ledger, and the LOYALTY_POINTS tender of place-order. The programme rules are zod-free in `../loyalty.ts`.
 */
import { z } from 'zod';
import { ENROLLMENT_SOURCE_PATTERN, LOYALTY_LEDGER_KINDS, LOYALTY_MAX_POINTS_PER_ORDER, LOYALTY_TIERS } from '../loyalty';
import { BrandSchema, LocaleSchema, MoneySchema, SiteQuerySchema } from './common';

export const EnrollmentMarketingSourceSchema = z
  .string()
  .trim()
  .regex(ENROLLMENT_SOURCE_PATTERN, 'enrollmentMarketingSource: 1 to 64 letters, digits or . _ : -')
  .describe('Spec §2 rule 8: the enrollment_marketing_source query parameter, e.g. a campaign code');

export const LoyaltyEnrollmentBodySchema = z.strictObject({
  brand: BrandSchema,
  locale: LocaleSchema,
  enrollmentMarketingSource: EnrollmentMarketingSourceSchema.optional(),
});

export const LoyaltyQuerySchema = SiteQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('Ledger page, newest first'),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const LoyaltyTierSchema = z.enum(LOYALTY_TIERS);
export const LoyaltyLedgerKindSchema = z.enum(LOYALTY_LEDGER_KINDS);

export const LoyaltyLedgerEntrySchema = z.object({
  id: z.string(),
  kind: LoyaltyLedgerKindSchema,
  /** Signed change of the balance. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  orderNumber: z.string().nullable(),
  /** Why an adjustment was made (e.g. "Welcome bonus"); null for order entries. */
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const LoyaltyMembershipSchema = z.object({
  brand: z.string(),
  memberSince: z.string(),
  enrollmentMarketingSource: z.string().nullable(),
});

export const LoyaltyNextTierSchema = z.object({
  tier: LoyaltyTierSchema,
  threshold: z.number().int(),
  pointsToGo: z.number().int(),
  percent: z.number().int().min(0).max(100),
});

/** `GET /api/loyalty`: a non-member gets member false and zeros (not a 404), so the page can offer enrolment. */
export const LoyaltyAccountSchema = z.object({
  member: z.boolean(),
  membership: LoyaltyMembershipSchema.nullable(),
  tier: LoyaltyTierSchema.nullable(),
  balance: z.number().int().min(0),
  /** Earned minus reversed: the tier follows it; spending points does not lower it. */
  lifetimePoints: z.number().int(),
  /** What the balance pays in the site's currency. */
  balanceValue: MoneySchema,
  nextTier: LoyaltyNextTierSchema.nullable(),
  ledger: z.object({
    entries: z.array(LoyaltyLedgerEntrySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});

/** Place-order tender: pay part or all of the order with points (signed-in members only). */
export const LoyaltyPointsTenderSchema = z.object({
  code: z.literal('LOYALTY_POINTS'),
  points: z.number().int().min(1).max(LOYALTY_MAX_POINTS_PER_ORDER),
});
