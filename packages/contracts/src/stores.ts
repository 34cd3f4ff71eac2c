/** Store locator constants shared by the server and the pages (no zod: the browser bundle imports them). */

/** Days of a store's week, Monday first. */
export const STORE_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type StoreWeekday = (typeof STORE_WEEKDAYS)[number];

/** What a store offers besides selling: collecting web orders, taking returns, repairing boots. */
export const STORE_SERVICES = ['click-and-collect', 'returns', 'repairs'] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** Longest store search a shopper may type (a city, postcode or store name). */
export const STORE_QUERY_MAX = 80;

/**
 * The store search in a page URL (`/stores?q=`), as the edge inlines it and the page fetches it: trimmed; blank or
 * longer than STORE_QUERY_MAX (a hand-made link; the form cannot type more) means no search, every store.
 */
export function storeQueryOf(query: Readonly<Record<string, string | undefined>>): string | undefined {
  const term = query.q?.trim() ?? '';
  return term.length > 0 && term.length <= STORE_QUERY_MAX ? term : undefined;
}

/** Countries whose shoppers read distances in miles (road signs in miles); every other site shows kilometres. */
const MILES_COUNTRIES: ReadonlySet<string> = new Set(['GB', 'US']);
const KM_PER_MILE = 1.609344;

export type DistanceUnit = 'km' | 'mi';

/** A distance from the API (always kilometres) in the unit of the site's country. */
export function siteDistance(kilometres: number, country: string): { value: number; unit: DistanceUnit } {
  return MILES_COUNTRIES.has(country) ? { value: kilometres / KM_PER_MILE, unit: 'mi' } : { value: kilometres, unit: 'km' };
}

/** Site language tags that write shop hours on a 12-hour clock ("9:00 AM"); the rest use 24 hours ("09:00"). */
const TWELVE_HOUR_TAGS: ReadonlySet<string> = new Set(['en-US', 'es-US', 'en-CA']);

/**
 * A store's "HH:MM" time as the site writes it: unchanged on a 24-hour site; on a 12-hour one, the hour without its
 * leading zero and whether it is before or after noon (the caller words "AM"/"PM" in the site's language). Plain
 * arithmetic rather than Intl, so the server and every browser write the same characters (hydration).
 */
export function storeClockTime(time: string, languageTag: string): { time: string; half: 'am' | 'pm' | null } {
  if (!TWELVE_HOUR_TAGS.has(languageTag)) return { time, half: null };
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return { time, half: null };
  const hour = Number(match[1]) % 24;
  return { time: `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]}`, half: hour < 12 ? 'am' : 'pm' };
}
