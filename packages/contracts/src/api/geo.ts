import { z } from 'zod';

/** Spec §7: GET /get-user-geo-country, the visitor's country as the edge sees it. */
export const GeoCountrySchema = z.object({
  country: z.object({ code: z.string().length(2).describe('ISO 3166-1 alpha-2'), name: z.string() }),
  /**
   * Issue 24: where the answer came from: the edge's country header (trusted proxies), the offline geo-IP database,
   * the browser's language, or the default site. The country prompt acts on `edge` and `ip` only.
   */
  source: z.enum(['edge', 'ip', 'language', 'default']).optional(),
});

/** Spec §3 "Geo entry": one country site in the location selector (GET /fapi/pages/location-selector). */
export const GeoEntrySchema = z.object({
  countryCode: z.string().length(2),
  name: z.string(),
  domain: z.string(),
  locales: z.array(z.object({ code: z.string(), path: z.string() })),
  canvasDomain: z.string(),
});
export const LocationSelectorSchema = z.array(GeoEntrySchema);

/** GET /builds/latest.json: the build id the shell compares with its own to decide on a full reload (spec §4). */
export const LatestBuildSchema = z.object({ id: z.string() });
