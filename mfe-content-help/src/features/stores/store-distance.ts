import { formatRating } from '@sf/ui';

/** Countries whose shoppers read distances in miles (road signs in miles); every other site shows kilometres. */
const MILES_COUNTRIES: ReadonlySet<string> = new Set(['GB', 'US']);
const KM_PER_MILE = 1.609344;

export type DistanceUnit = 'km' | 'mi';

/** A distance from the API (always kilometres) in the unit of the site's country. */
export function siteDistance(kilometres: number, country: string): { value: number; unit: DistanceUnit } {
  return MILES_COUNTRIES.has(country) ? { value: kilometres / KM_PER_MILE, unit: 'mi' } : { value: kilometres, unit: 'km' };
}

/**
 * A distance (kilometres from the API) in the unit of the site's country (miles in the UK and the US), written as
 * the site's language writes numbers ("2.4", "2,4"). Under 1,000 that is one decimal, which @sf/ui's one-decimal
 * number format writes from the site's own format without building an Intl.NumberFormat; further away (a shopper
 * abroad) whole units, grouped, are enough.
 */
export function formatDistance(kilometres: number, site: { country: string; tag: string }): { distance: string; unit: DistanceUnit } {
  const { value, unit } = siteDistance(kilometres, site.country);
  const distance = value < 1000 ? formatRating(value, site.tag) : new Intl.NumberFormat(site.tag, { maximumFractionDigits: 0 }).format(value);
  return { distance, unit };
}
