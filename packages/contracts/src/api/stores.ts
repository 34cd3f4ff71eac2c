import { z } from 'zod';
import { SiteQuerySchema } from './common';
import { STORE_QUERY_MAX, STORE_SERVICES, STORE_WEEKDAYS } from '../stores';
import { PICKUP_STATUSES, STORE_PLACE_MAX } from '../store-pickup';

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM');

/** One day of a store's opening hours; `opens`/`closes` null on a day it is closed. */
export const StoreOpeningDaySchema = z.object({
  day: z.enum(STORE_WEEKDAYS),
  opens: clockTime.nullable(),
  closes: clockTime.nullable(),
});

/** A brand's physical store in one country (store locator, spec §2 /stores and /store-locator). */
export const StoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.object({ line1: z.string(), city: z.string(), postalCode: z.string(), country: z.string().length(2) }),
  phone: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  openingHours: z.array(StoreOpeningDaySchema).length(7),
  services: z.array(z.enum(STORE_SERVICES)),
  /** Kilometres from the `near` point of the search, rounded to 0.1; null when the search had none. */
  distanceKm: z.number().nullable(),
});

/**
 * Issue 25: a country's outline for the store maps, drawn without a tile service. `outline` is an SVG path in a
 * `width` × `height` box; markers are placed with the same projection (contracts store-pickup `projectMapPoint`).
 */
export const CountryMapSchema = z.object({
  width: z.number(),
  height: z.number(),
  projection: z.object({ west: z.number(), north: z.number(), cosLat: z.number(), scale: z.number(), margin: z.number() }),
  outline: z.string(),
});

/** GET /api/stores: the site's stores matching the search, nearest first when `near` is given, else by city, then name. */
export const StoreListSchema = z.object({
  stores: z.array(StoreSchema),
  query: z.string().nullable(),
  near: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** The site's country drawn for the locator's map (null for a country without a shape). */
  map: CountryMapSchema.nullable(),
});

/**
 * GET /api/stores query: the site, an optional search (matched against city, postcode and name, any case) and an
 * optional point to sort by distance from (both coordinates or neither).
 */
export const StoresQuerySchema = SiteQuerySchema.extend({
  q: z.string().trim().max(STORE_QUERY_MAX).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
}).refine((query) => (query.lat === undefined) === (query.lng === undefined), { message: 'lat and lng go together: give both or neither', path: ['lat'] });

// ── Issue 25: find in store and store pickup ─────────────────────────────────────────────────────────────────────

/**
 * GET /api/stores/nearby: a place the shopper typed (postcode or town, geocoded offline) or the browser's point (only
 * when the shopper asked), and optionally the product whose units per size to show.
 */
export const NearbyStoresQuerySchema = SiteQuerySchema.extend({
  place: z.string().trim().max(STORE_PLACE_MAX).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  productId: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}\d{4,6}$/, 'a product id such as NB1001')
    .optional(),
  /** Store pickup: a basket's variant ids, comma-separated (at most 50), whose units per store to show. */
  variants: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+){0,49}$/, 'variant ids separated by commas')
    .optional(),
})
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), { message: 'lat and lng go together: give both or neither', path: ['lat'] })
  .refine((query) => !!query.place || query.lat !== undefined, { message: 'give a place (postcode or town) or lat and lng', path: ['place'] });

export const NearbyStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.object({ line1: z.string(), city: z.string(), postalCode: z.string(), country: z.string().length(2) }),
  phone: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  /** In `unit`, rounded to 0.1. */
  distance: z.number(),
  /** IANA zone the store keeps its hours in. */
  timeZone: z.string(),
  openNow: z.boolean(),
  /** Whether web orders can be picked up there (click-and-collect). */
  pickup: z.boolean(),
  /** Units per variant id of the product asked about; a size missing is not carried there. */
  stock: z.record(z.string(), z.number().int().min(0)),
});

export const NearbyStoresSchema = z.object({
  place: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  unit: z.enum(['mi', 'km']),
  /** false: the typed place is not known (ask for another postcode or town). */
  found: z.boolean(),
  stores: z.array(NearbyStoreSchema),
});

/** GET /api/stores/:storeId: one store with its time zone (the detail page and the pickup confirmation). */
export const StoreDetailSchema = StoreSchema.extend({ timeZone: z.string(), openNow: z.boolean(), pickup: z.boolean() });

/** The store counter (internal, role store-staff): one pickup order as the staff see it. */
export const PickupOrderSchema = z.object({
  orderNumber: z.string(),
  /** What the barcode in the e-mail and on the confirmation encodes (the order number). */
  code: z.string(),
  status: z.enum(PICKUP_STATUSES),
  person: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  items: z.array(z.object({ name: z.string(), size: z.string(), colour: z.string(), quantity: z.number().int() })),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  collectedAt: z.string().nullable(),
});

export const PickupListSchema = z.object({ storeId: z.string(), storeName: z.string(), orders: z.array(PickupOrderSchema) });
export const PickupListQuerySchema = z.object({
  storeId: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,120}$/, 'a store id such as northbound-gb-manchester'),
});
export const PickupCollectBodySchema = z.object({
  storeId: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,120}$/, 'a store id such as northbound-gb-manchester'),
  /** The scanned or typed barcode (the order number; spaces, dashes and case do not matter). */
  code: z.string().trim().min(1).max(40),
});
