/**
 * Tables owned by the cart module. Lines hold the catalog's variant id as a plain string and no price: prices are
 * re-read from the catalog's price book on every read, so a stored amount can never go stale or be tampered with.
 */
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ShippingMethodCode } from '@sf/contracts';
import type { Currency, Language, LocaleCode } from '@sf/remote-contract';

/**
 * A basket is a guest's (customer_id null: whoever knows its id may use it) or a signed-in customer's (nobody else
 * reaches it). A customer has at most one live basket per brand and country; a guest basket merged into it at
 * sign-in keeps pointing at it (`merged_into`), so repeating the merge answers the same basket. A basket whose order
 * was paid is done (`ordered_at`): the customer's next basket of that site is a new one.
 */
export const baskets = pgTable(
  'cart_baskets',
  {
    id: uuid('id').primaryKey(),
    brand: text('brand').notNull(),
    locale: text('locale').$type<LocaleCode>().notNull(),
    country: text('country').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    shippingMethod: text('shipping_method').$type<ShippingMethodCode>().notNull().default('standard'),
    giftEnabled: boolean('gift_enabled').notNull().default(false),
    giftMessage: text('gift_message').notNull().default(''),
    /** US state or Canadian province for sales tax, once the shopper gave a shipping address. */
    shippingRegion: text('shipping_region'),
    /** The signed-in customer owning the basket (a plain id of the identity module); null for a guest basket. */
    customerId: uuid('customer_id'),
    /** Set on a guest basket emptied into the customer's basket at sign-in: that basket's id. */
    mergedInto: uuid('merged_into'),
    /** Set when the basket's order was paid: an order per basket, so a signed-in customer's next basket is a new one. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_baskets_customer_site')
      .on(t.customerId, t.brand, t.country)
      .where(sql`customer_id is not null and merged_into is null and ordered_at is null`),
    index('cart_baskets_customer').on(t.customerId),
  ],
);

export const basketItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Lines keep the order they were added in. */
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('cart_items_basket_variant').on(t.basketId, t.variantId),
    index('cart_items_basket').on(t.basketId, t.position),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** E-gift cards bought with the order (issued by the gift-cards module when the order is placed). */
export const giftCardItems = pgTable(
  'cart_gift_card_items',
  {
    id: uuid('id').primaryKey(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('cart_gift_card_items_basket').on(t.basketId, t.position), check('cart_gift_card_items_amount_positive', sql`${t.amount} > 0`)],
);

export type PromotionKind = 'percent-off-order' | 'amount-off-order' | 'free-shipping';

/**
 * Promotions per brand and currency. `value` is a percentage for percent-off, minor units for amount-off. Automatic
 * promotions have no coupon code; `threshold` (minor units) is the spend needed. Texts are per language with
 * {{amount}}, {{threshold}} and {{code}} placeholders filled in the basket's locale.
 */
export const promotions = pgTable(
  'cart_promotions',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id').notNull(),
    brand: text('brand').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    value: integer('value').notNull(),
    threshold: integer('threshold'),
    couponCode: text('coupon_code'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    texts: jsonb('texts').$type<Record<Language, string>>().notNull(),
    /** Evaluation order of order promotions. */
    rank: integer('rank').notNull(),
  },
  (t) => [uniqueIndex('cart_promotions_coupon').on(t.brand, t.currency, t.couponCode), index('cart_promotions_site').on(t.brand, t.currency)],
);

/** Coupon codes a shopper entered, upper-cased; validity is re-checked on every read. */
export const basketCoupons = pgTable(
  'cart_basket_coupons',
  {
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.code] })],
);
