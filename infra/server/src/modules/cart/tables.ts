/**
 * Tables owned by the cart module. Lines hold the catalog's variant id as a plain string and no price: prices are
 * re-read from the catalog's price book on every read, so a stored amount can never go stale or be tampered with.
 */
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Currency, LocaleCode } from '@sf/contracts';

export const baskets = pgTable('cart_baskets', {
  id: uuid('id').primaryKey(),
  brand: text('brand').notNull(),
  locale: text('locale').$type<LocaleCode>().notNull(),
  country: text('country').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
