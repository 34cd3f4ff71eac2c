/** Tables owned by the catalog module. Other modules hold plain ids (variant id, product id), never foreign keys here. */
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Language } from '@sf/contracts';

export const categories = pgTable(
  'catalog_categories',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    /** Path below /c/, e.g. women/boots/hiking: the URL is the key shoppers see. */
    slug: text('slug').notNull(),
    parentId: text('parent_id'),
    depth: integer('depth').notNull(),
    position: integer('position').notNull(),
    /** Display name per language; categories are few, so a JSON map beats a translation table. */
    names: jsonb('names').$type<Record<Language, string>>().notNull(),
  },
  (t) => [uniqueIndex('catalog_categories_brand_slug').on(t.brand, t.slug)],
);

export const products = pgTable(
  'catalog_products',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Editorial badges; 'sale' and 'low-stock' are derived at read time from prices and stock. */
    badges: jsonb('badges').$type<Array<'new' | 'bestseller'>>().notNull(),
    sizeSystem: text('size_system').$type<'UK' | 'EU' | 'US' | 'LETTER'>().notNull(),
    /** Merchandising order inside listings; ties broken by id so pages never shuffle. */
    position: integer('position').notNull(),
  },
  (t) => [index('catalog_products_brand_category').on(t.brand, t.categoryId, t.position)],
);

export const colours = pgTable(
  'catalog_colours',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    hex: text('hex').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.code] })],
);

export const variants = pgTable(
  'catalog_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    colourCode: text('colour_code').notNull(),
    size: text('size').notNull(),
    position: integer('position').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [index('catalog_variants_product').on(t.productId), check('catalog_variants_stock_non_negative', sql`${t.stock} >= 0`)],
);

/** The price book: one row per product and currency, amounts in minor units. */
export const prices = pgTable(
  'catalog_prices',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    currency: text('currency').notNull(),
    listAmount: integer('list_amount').notNull(),
    saleAmount: integer('sale_amount'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.currency] })],
);
