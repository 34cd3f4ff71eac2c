/**
 * Find in store and store pickup (issue 25), shared by the server and the pages that need it. A subpath of its own
 * (`@sf/contracts/store-pickup`), not the package index: the index is a shared singleton every page loads whole, and
 * this code is needed only by the store pages, the product page's dialog (loaded on demand) and checkout.
 */
import type { CountryMap, NearbyStores, StoreDetail } from './api/types';

export type { CountryMap } from './api/types';
export type MapProjection = CountryMap['projection'];

/** Where a point falls on a country map: equirectangular, longitude scaled by cos(latitude) of the country's middle. */
export function projectMapPoint(projection: MapProjection, latitude: number, longitude: number): { x: number; y: number } {
  return {
    x: projection.margin + (longitude - projection.west) * projection.cosLat * projection.scale,
    y: projection.margin + (projection.north - latitude) * projection.scale,
  };
}

/** Distances in the site's units: miles on the UK and US sites (uk-en, us-en, us-es), kilometres elsewhere. */
export type DistanceUnit = 'mi' | 'km';
const MILE_COUNTRIES: ReadonlySet<string> = new Set(['GB', 'US']);
export const distanceUnitOf = (country: string): DistanceUnit => (MILE_COUNTRIES.has(country) ? 'mi' : 'km');
export const KM_PER_MILE = 1.609344;
/** Kilometres in `unit`, rounded to 0.1. */
export const distanceIn = (km: number, unit: DistanceUnit): number => Math.round((unit === 'mi' ? km / KM_PER_MILE : km) * 10) / 10;

/** One zone per European country; the US and Canada by longitude (the zones' rough borders are enough for shops). */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  NL: 'Europe/Amsterdam',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  AT: 'Europe/Vienna',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
};
/** [westmost longitude the zone starts at, zone], east first. */
const NORTH_AMERICA_ZONES: Readonly<Record<string, ReadonlyArray<readonly [number, string]>>> = {
  US: [
    [-87.5, 'America/New_York'],
    [-101.5, 'America/Chicago'],
    [-114.5, 'America/Denver'],
    [-180, 'America/Los_Angeles'],
  ],
  CA: [
    [-67, 'America/Halifax'],
    [-90, 'America/Toronto'],
    [-102, 'America/Winnipeg'],
    [-120, 'America/Edmonton'],
    [-180, 'America/Vancouver'],
  ],
};

/** The IANA time zone a store keeps its hours in. */
export function storeTimeZone(country: string, longitude: number): string {
  const bands = NORTH_AMERICA_ZONES[country];
  if (bands) return (bands.find(([west]) => longitude >= west) ?? bands[bands.length - 1])?.[1] ?? 'UTC';
  return COUNTRY_ZONES[country] ?? 'UTC';
}

/** Weekday (STORE_WEEKDAYS index, Monday 0) and HH:MM of `at` in `timeZone`. */
export function localClock(at: Date, timeZone: string): { dayIndex: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const dayIndex = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
  return { dayIndex, time: `${part('hour')}:${part('minute')}` };
}

/** Whether a store with these hours (Monday first) is open at `at`, read on the store's own clock. */
export function isStoreOpenAt(hours: ReadonlyArray<{ opens: string | null; closes: string | null }>, timeZone: string, at: Date): boolean {
  const { dayIndex, time } = localClock(at, timeZone);
  const today = hours[dayIndex];
  return !!today?.opens && !!today.closes && time >= today.opens && time < today.closes;
}

/** Longest place (postcode or town) a shopper may type in a find-in-store search. */
export const STORE_PLACE_MAX = 60;
/** How many stores a find-in-store search lists at most (nearest first). */
export const NEAREST_STORES_MAX = 10;

/** Where a pickup order's progress stands at the store counter. */
export const PICKUP_STATUSES = ['waiting', 'ready', 'collected'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

/** First data of /find-in-store/{productId}: the product's sizes, and the stores near the place in the URL, if any. */
export interface FindInStoreData {
  product: { productId: string; name: string; path: string; variants: Array<{ variantId: string; size: string; colour: string }> };
  /** `?place=` as typed (a postcode or town); null before a search. */
  place: string | null;
  /** `?size=` (a variant id of the product); null when none or not the product's. */
  variantId: string | null;
  nearby: NearbyStores | null;
}

/** First data of /stores/{storeId}: the store, with the brand's other stores in its country for the map. */
export type StoreDetailData = StoreDetail & {
  /** The brand's stores in the country (the map's markers), this one included. */
  country: { stores: Array<{ id: string; name: string; latitude: number; longitude: number }>; map: CountryMap | null };
};

/** A find-in-store link: the product, and the size and place when known. */
export function findInStorePath(productId: string, options: { variantId?: string | null; place?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (options.place) query.set('place', options.place);
  if (options.variantId) query.set('size', options.variantId);
  const search = query.toString();
  return `/find-in-store/${productId}${search ? `?${search}` : ''}`;
}
