/**
 * Account data API (`/api/account/*`): the signed-in shopper's address book, saved cards (payment provider tokens
 * only), order history, saved gift cards, the checkout prefill and the guest-basket merge. Every endpoint answers 401
 * without a session, and 404 for an id that is not the caller's (never 403: ids of others are not confirmed).
 */
import { z } from 'zod';
import { type AddressField, type PostalAddress, validateAddress } from '../addresses';
import { BasketIdSchema } from './cart';
import { AddressSchema } from './checkout';
import { BrandSchema, CurrencySchema, LocaleSchema, MoneySchema } from './common';
import { GiftCardBalanceBodySchema } from './gift-cards';
import { OrderStatusSchema, OrderTotalsSchema } from './orders';
import { CardBrandSchema, CardTokenSchema } from './payments';

/** At most this many saved addresses per account (both kinds together); one more is 409. */
export const MAX_SAVED_ADDRESSES = 20;
/** At most this many saved cards per account; one more is 409. */
export const MAX_SAVED_CARDS = 10;
/** At most this many saved gift cards per account; one more is 409. */
export const MAX_SAVED_GIFT_CARDS = 20;
/** Order history page size: default and maximum. */
export const ORDER_HISTORY_PAGE_SIZE = 10;
export const ORDER_HISTORY_MAX_PAGE_SIZE = 50;

export const AccountIdParamsSchema = z.object({ id: z.uuid('id: not a valid id').describe('Id of the saved item') });

// ---------------------------------------------------------------------------------------------------------------
// Address book

export const AddressKindSchema = z.enum(['billing', 'shipping']).describe('billing or shipping');

/**
 * Body of POST /api/account/addresses and PUT /api/account/addresses/:id: a postal address checked with the very
 * same per-country rules as checkout (`validateAddress` of `../addresses.ts`), so an address saved here is always
 * accepted at place order. `isDefault: true` makes it the default of its kind (the first address of a kind is the
 * default anyway).
 */
export const SavedAddressBodySchema = AddressSchema.extend({
  kind: AddressKindSchema,
  isDefault: z.boolean().optional(),
}).superRefine((body, ctx) => {
  for (const problem of validateAddress(body as PostalAddress)) {
    ctx.addIssue({ code: 'custom', path: [problem.field satisfies AddressField], message: problem.message });
  }
});

export const SavedAddressSchema = AddressSchema.extend({
  id: z.string(),
  kind: AddressKindSchema,
  /** The default of its kind: at most one billing and one shipping default per account. */
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/account/addresses: defaults first, then newest first. */
export const SavedAddressListSchema = z.object({
  addresses: z.array(SavedAddressSchema),
  /** MAX_SAVED_ADDRESSES, for the "address book is full" hint. */
  max: z.number().int(),
});

/** POST /api/account/addresses/:id/default?kind=billing|shipping (kind defaults to the address's own kind). */
export const SetDefaultAddressQuerySchema = z.object({ kind: AddressKindSchema.optional() });

// ---------------------------------------------------------------------------------------------------------------
// Saved cards: the provider's permanent payment-method reference, never a card number

export const SavedCardSchema = z.object({
  id: z.string(),
  brand: CardBrandSchema,
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  isDefault: z.boolean(),
  /** The expiry month is over: shown, but not offered at checkout. */
  expired: z.boolean(),
  createdAt: z.string(),
});

/**
 * POST /api/account/cards: the one-time token the test provider's card-form iframe posted (`tokenized` message).
 * The server vaults it into a permanent reference owned by the customer. Saving the same card again (the provider
 * recognises its number by a fingerprint) answers the existing saved card (200) instead of a duplicate.
 */
export const SaveCardBodySchema = z.object({
  cardToken: CardTokenSchema.shape.token,
  makeDefault: z.boolean().optional(),
});

export const SavedCardListSchema = z.object({ cards: z.array(SavedCardSchema), max: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------
// Order history

export const OrderHistoryQuerySchema = z.object({
  page: z.coerce.number().int('page: whole number').min(1, 'page: at least 1').max(10_000, 'page: too large').default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize: whole number')
    .min(1, 'pageSize: at least 1')
    .max(ORDER_HISTORY_MAX_PAGE_SIZE, `pageSize: at most ${ORDER_HISTORY_MAX_PAGE_SIZE}`)
    .default(ORDER_HISTORY_PAGE_SIZE),
});

export const OrderHistoryItemSchema = z.object({
  orderNumber: z.string(),
  status: OrderStatusSchema,
  isFinalized: z.boolean(),
  brand: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  totals: OrderTotalsSchema,
  itemCount: z.number().int(),
  /** Up to four product images of the order, for the history row. */
  images: z.array(z.string()),
});

/** GET /api/account/orders: newest first. */
export const OrderHistorySchema = z.object({
  orders: z.array(OrderHistoryItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** GET /api/account/orders/:orderNumber (answers OrderSchema of `./orders`). */
export const AccountOrderParamsSchema = z.object({
  orderNumber: z
    .string()
    .regex(/^[A-Za-z]{2}\d{8}$/, 'orderNumber: two letters and eight digits, e.g. NB12345678')
    .describe('Order number, e.g. NB12345678'),
});

// ---------------------------------------------------------------------------------------------------------------
// Saved gift cards

/** POST /api/account/gift-cards: number and PIN, checked like the balance check (same 404 message, same rate limit). */
export const SaveGiftCardBodySchema = GiftCardBalanceBodySchema;

export const SavedGiftCardSchema = z.object({
  id: z.string(),
  /** "•••• 4821". */
  maskedNumber: z.string(),
  /** The current balance, read when listed. */
  balance: MoneySchema,
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
});

export const SavedGiftCardListSchema = z.object({ giftCards: z.array(SavedGiftCardSchema), max: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------
// Checkout prefill

/** GET /api/account/checkout-profile: what checkout fills in for a signed-in shopper. */
export const CheckoutProfileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Every saved address (defaults first); the defaults are also named below. */
  addresses: z.array(SavedAddressSchema),
  defaultShippingAddressId: z.string().nullable(),
  defaultBillingAddressId: z.string().nullable(),
  /** Saved cards that have not expired, default first: pay with `{ code: 'CARD', savedCardId }`. */
  cards: z.array(SavedCardSchema),
});

// ---------------------------------------------------------------------------------------------------------------
// Basket merge

/**
 * POST /api/account/basket/merge: at sign-in, the guest basket of the site's country joins the account's basket of
 * that country (same variant: quantities add up to MAX_LINE_QUANTITY; other guest lines are appended). Without an
 * account basket the guest basket simply becomes the account's. Without `guestBasketId` it only answers the account's
 * basket for the country. Idempotent: merging the same guest basket again changes nothing.
 */
export const MergeBasketBodySchema = z.object({
  brand: BrandSchema,
  locale: LocaleSchema,
  guestBasketId: BasketIdSchema.optional(),
});

export const MergeBasketResultSchema = z.object({
  /** The account's basket for the country after the merge; null when there is none (no guest basket either). */
  basketId: z.string().nullable(),
  /** True when a quantity was lowered to the per-line maximum while adding up. */
  capped: z.boolean(),
});

/**
 * Spec §3 user analytics, lifetime value of a signed-in shopper in one currency (the site's): kept purchases only
 * (paid, shipped or delivered; returned and cancelled orders do not count). `clv` is the historic lifetime value
 * (everything ever spent), `pastSpend` the last 365 days, `monetary` the average order value; minor units.
 */
export const LifetimeValueSchema = z.object({
  currency: CurrencySchema,
  clv: z.number().int(),
  monetary: z.number().int(),
  numberOfPurchases: z.number().int(),
  pastSpend: z.number().int(),
});
