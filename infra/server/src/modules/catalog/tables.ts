/** Tables owned by the catalog module. Other modules hold plain ids (variant id, product id), never foreign keys here. */
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Language } from '@sf/remote-contract';
import type { Gender, SizeChartId, WarehouseId } from './index-records';

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
    /** English name: it builds the URL slug (contracts productPath), so it never changes with the locale. */
    name: text('name').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    /** What the leaf category sells (hiking, rain-jacket…): drives silhouettes and vocabulary. */
    kind: text('kind').notNull(),
    /** Attribute codes; labels per language live in code (attribute-vocabulary.ts). */
    material: text('material').notNull(),
    fit: text('fit').notNull(),
    care: text('care').notNull(),
    features: text('features').array().notNull(),
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
    /** null = no reviews yet. */
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    sizeChart: text('size_chart').$type<SizeChartId>().notNull(),
    /** Editorial badges; 'sale' and 'low-stock' are derived at read time from prices and stock. */
    badges: jsonb('badges').$type<Array<'new' | 'bestseller'>>().notNull(),
    /** Merchandising order inside listings; ties broken by id so pages never shuffle. */
    position: integer('position').notNull(),
  },
  (t) => [
    index('catalog_products_brand_category').on(t.brand, t.categoryId, t.position),
    // Keyset paging of the search index build: WHERE brand = ? AND id > ? ORDER BY id.
    index('catalog_products_brand_id').on(t.brand, t.id),
  ],
);

/** Name and description per language (the English row repeats products.name). */
export const productTexts = pgTable(
  'catalog_product_texts',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    language: text('language').$type<Language>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

/** Colourways; the colour name is translated by code, so only the code and swatch are stored. */
export const colours = pgTable(
  'catalog_colours',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
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
    /** Canonical size key (size-systems.ts), shown in the locale's size system. */
    size: text('size').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('catalog_variants_product').on(t.productId)],
);

/** Units on hand per variant and warehouse; product_id is repeated so per-product stock needs no join. */
export const inventory = pgTable(
  'catalog_inventory',
  {
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id),
    warehouseId: text('warehouse_id').$type<WarehouseId>().notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.warehouseId] }),
    index('catalog_inventory_product').on(t.productId, t.warehouseId),
    check('catalog_inventory_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
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

/** "Notify me when back in stock" requests; one per variant and e-mail address. */
export const backInStock = pgTable(
  'catalog_back_in_stock',
  {
    variantId: text('variant_id').notNull(),
    email: text('email').notNull(),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('catalog_back_in_stock_variant_email').on(t.variantId, t.email)],
);
