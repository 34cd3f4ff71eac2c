import { z } from 'zod';
import { SiteQuerySchema } from './common';
import { STORE_QUERY_MAX, STORE_SERVICES, STORE_WEEKDAYS } from '../stores';

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

/** GET /api/stores: the site's stores matching the search, nearest first when `near` is given, else by city, then name. */
export const StoreListSchema = z.object({
  stores: z.array(StoreSchema),
  query: z.string().nullable(),
  near: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
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
