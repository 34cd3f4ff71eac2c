/** Tables owned by the favourites module. product_id is a plain catalogue id (no foreign key across modules). */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A signed-in shopper's favourites, per brand, in the order they were added. */
export const favorites = pgTable(
  'favorites',
  {
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    productId: text('product_id').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.brand, t.productId] }), index('favorites_customer_brand_position').on(t.customerId, t.brand, t.position)],
);
