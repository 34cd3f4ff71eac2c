/**
 * Tables owned by the account module: a shopper's address book and saved gift cards. customer_id is a plain id of
 * the identity module and gift_card_id one of the gift-cards module (no cross-module foreign keys); rows go when the
 * account is deleted (onCustomerDeleted). Saved cards live in the payments module (the provider's vault references).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const accountAddresses = pgTable(
  'account_addresses',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind').$type<'billing' | 'shipping'>().notNull(),
    /** The default of its kind: at most one per customer and kind (partial unique index). */
    isDefault: boolean('is_default').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    region: text('region'),
    country: text('country').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_addresses_customer').on(t.customerId, t.createdAt),
    uniqueIndex('account_addresses_one_default').on(t.customerId, t.kind).where(sql`is_default`),
    check('account_addresses_kind', sql`${t.kind} in ('billing', 'shipping')`),
  ],
);

/** Gift cards a shopper saved after proving number and PIN once; balances are read live from the gift-cards module. */
export const accountGiftCards = pgTable(
  'account_gift_cards',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    giftCardId: uuid('gift_card_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_gift_cards_customer_card').on(t.customerId, t.giftCardId)],
);
