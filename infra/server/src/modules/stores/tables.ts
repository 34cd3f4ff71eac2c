/**
 * Tables owned by the stores module: the brands' physical stores, one row per store. A store belongs to one brand
 * and one country; the store locator lists a site's brand in the site's country (contracts LOCALES).
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BrandKey, StoreOpeningDay, StoreService } from '@sf/contracts';

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
    check('stores_country', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('stores_latitude', sql`${t.latitude} between -90 and 90`),
    check('stores_longitude', sql`${t.longitude} between -180 and 180`),
  ],
);
