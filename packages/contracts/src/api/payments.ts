import { z } from 'zod';
import { CurrencySchema, MoneySchema } from './common';
import { BNPL_PLANS, PAYMENT_MESSAGE_SOURCE } from '../payments';
import { GiftCardNumberSchema, GiftCardPinSchema } from './gift-cards';
import { LoyaltyPointsTenderSchema } from './loyalty';

/**
 * Payments. Card numbers and CVCs never reach these API shapes: the provider's isolated card form
 * (`GET /payments/test-provider/card-form?lang=en`, shown in an iframe) tokenizes the card itself and hands the
 * parent a CardToken through postMessage. Amounts are integer minor units.
 */
export const CardBrandSchema = z.enum(['visa', 'mastercard', 'amex', 'discover', 'unknown']);

export const CardTokenSchema = z.object({
  token: z.string().regex(/^tok_[A-Za-z0-9_-]{16,64}$/, 'Invalid card token'),
  brand: CardBrandSchema,
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
});

/** Messages the provider iframes post to the parent (and `submit`, which the parent may post to the card form). */
const message = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ source: z.literal(PAYMENT_MESSAGE_SOURCE), type: z.literal(type), ...shape });
export const PaymentFrameMessageSchema = z.discriminatedUnion('type', [
  message('ready', {}),
  message('resize', { height: z.number().int().min(0).max(5000) }),
  message('tokenized', { card: CardTokenSchema }),
  message('error', { message: z.string() }),
  message('challenge-result', { paymentId: z.string(), result: z.enum(['approved', 'failed']) }),
  message('submit', {}),
]);

/**
 * One tender of place-order. CARD and BNPL pay what the gift cards leave (at most one of them per order).
 * A card pays either with a fresh one-time `token` from the card form, or (signed in) with `savedCardId`, the id of
 * one of the shopper's saved cards (`GET /api/account/cards`): exactly one of the two.
 */
export const CardTenderSchema = z
  .object({
    code: z.literal('CARD'),
    token: CardTokenSchema.shape.token.optional(),
    savedCardId: z.uuid('savedCardId: not a valid id').optional(),
  })
  .refine((tender) => (tender.token === undefined) !== (tender.savedCardId === undefined), {
    path: ['token'],
    message: 'CARD: send either token or savedCardId',
  });
export const GiftCardTenderSchema = z.object({
  code: z.literal('GIFT_CARD'),
  number: GiftCardNumberSchema,
  pin: GiftCardPinSchema,
  amount: z.number().int().min(1).max(10_000_000),
});
export const BnplTenderSchema = z.object({ code: z.literal('BNPL'), plan: z.union(BNPL_PLANS.map((p) => z.literal(p)) as [z.ZodLiteral<3>, z.ZodLiteral<4>]) });
export const TenderInputSchema = z.discriminatedUnion('code', [CardTenderSchema, GiftCardTenderSchema, BnplTenderSchema, LoyaltyPointsTenderSchema]);
export const TenderInputListSchema = z.array(TenderInputSchema).min(1).max(5);

/** What a provider answers to authorize (and to completeChallenge). */
export const PaymentOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authorized'), paymentId: z.string(), amount: MoneySchema }),
  z.object({
    status: z.literal('declined'),
    message: z.string(),
    reason: z.enum(['declined', 'insufficient_funds', 'limit_exceeded', 'challenge_failed', 'invalid_token']),
  }),
  z.object({ status: z.literal('challenge'), paymentId: z.string(), challengeUrl: z.string() }),
]);

/** Buy now, pay later: interest-free instalments whose amounts sum to the total exactly. */
export const BnplInstalmentSchema = z.object({ number: z.number().int(), dueDate: z.string().describe('YYYY-MM-DD'), amount: MoneySchema });
export const BnplQuoteSchema = z.object({
  plan: z.number().int(),
  total: MoneySchema,
  instalments: z.array(BnplInstalmentSchema),
  approved: z.boolean(),
  /** Set when not approved, e.g. over the limit. */
  message: z.string().optional(),
});
export const BnplQuoteQuerySchema = z.object({
  amount: z.coerce.number().int().min(1).max(100_000_000),
  currency: CurrencySchema,
  locale: z.string().max(10).optional(),
});
export const BnplQuotesSchema = z.object({ limit: MoneySchema, quotes: z.array(BnplQuoteSchema) });
