/**
 * Tables owned by the stores module: the brands' physical stores, one row per store. A store belongs to one brand
 * and one country; the store locator lists a site's brand in the site's country (contracts LOCALES).
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { StoreOpeningDay, StoreService } from '@sf/contracts';
import type { BrandKey } from '@sf/remote-contract';

export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    brand: text('brand').$type<BrandKey>().notNull(),
    /** ISO 3166-1 alpha-2, as contracts LOCALES name a site's country. */
    country: text('country').notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    /** International format (+44 20 7946 0112), so it can be dialled from abroad. */
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Seven days, Monday first (contracts STORE_WEEKDAYS); opens/closes null on a closed day. */
    openingHours: jsonb('opening_hours').$type<StoreOpeningDay[]>().notNull(),
    services: text('services').array().$type<StoreService[]>().notNull(),
    /** Seed order within a brand and country: the last tie-break, so equal names never swap places. */
    position: integer('position').notNull(),
  },
  (t) => [
    index('stores_brand_country').on(t.brand, t.country),
    // Nearest-store search over a large directory: a bounding box around the point narrows by latitude first.
    index('stores_brand_latitude').on(t.brand, t.latitude),
    check('stores_country', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('stores_latitude', sql`${t.latitude} between -90 and 90`),
    check('stores_longitude', sql`${t.longitude} between -180 and 180`),
  ],
);

/**
 * Units on hand per store and variant (issue 25, find in store and store pickup). product_id is repeated so a
 * product's stock in nearby stores needs no join. A pickup order takes units by a conditional decrement under the
 * row's lock (stock.ts), and the check keeps the count from ever going below zero whatever a bug does.
 */
export const storeInventory = pgTable(
  'store_inventory',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    variantId: text('variant_id').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.variantId] }),
    index('store_inventory_product').on(t.productId, t.storeId),
    check('store_inventory_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Offline geocoding (no external service): places a shopper may type, per country, keyed by a folded town name or a
 * postcode prefix (spaces dropped, lower case), with a point. A search takes the town, else the longest postcode
 * prefix that matches the start of what was typed (geocode.ts).
 */
export const storePlaces = pgTable(
  'store_places',
  {
    country: text('country').notNull(),
    /** 'town' (folded name) or 'postcode' (a prefix). */
    kind: text('kind').$type<'town' | 'postcode'>().notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.kind, t.key] })],
);
