/**
 * The stores module's interface: a site's stores (its brand in its country), optionally narrowed by what a shopper
 * typed and ordered by distance from a point.
 */
import { countryMap } from './country-outline';
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Store, StoreList } from '@sf/contracts';
import { LOCALES } from '@sf/remote-contract';
import { storeTimeZone } from '@sf/contracts/store-pickup';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import { geocode, nearbyStores, type NearbySearch } from './nearby';
import { releaseStoreStock, reserveStoreStock, storeStockOf } from './stock';
import { stores } from './tables';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface StoreSearch {
  /** Matched against city, postcode (spaces ignored) and name; any case and accents. Blank means no search. */
  query?: string | null;
  /** Nearest first, with `distanceKm`; without it by city, then name. */
  near?: GeoPoint | null;
}

const EARTH_RADIUS_KM = 6371.0088;
/** Combining diacritical marks, what NFD splits off accented letters ("ü" → "u" + U+0308). */
const COMBINING_MARKS = '[\u0300-\u036f]';

/**
 * The comparable form of a text: accents dropped (NFD, then the marks removed; ł has no decomposition and is mapped
 * by hand) and lower case. The SQL below folds columns the same way, so "zurich" finds Zürich and "LODZ" Łódź.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(new RegExp(COMBINING_MARKS, 'g'), '').replace(/[łŁ]/g, 'l').toLowerCase();
}

const foldedColumn = (column: SQLWrapper): SQL => sql`lower(translate(regexp_replace(normalize(${column}, NFD), ${COMBINING_MARKS}, '', 'g'), 'łŁ', 'll'))`;

/** A LIKE pattern that finds `text` anywhere: %, _ and the escape character itself are matched literally. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function searchCondition(query: string): SQL | undefined {
  const text = containsPattern(foldForSearch(query));
  const postcode = containsPattern(query.replace(/\s+/g, '').toLowerCase());
  return or(
    sql`${foldedColumn(stores.city)} like ${text} escape '\\'`,
    sql`${foldedColumn(stores.name)} like ${text} escape '\\'`,
    sql`lower(replace(${stores.postalCode}, ' ', '')) like ${postcode} escape '\\'`,
  );
}

/** Great-circle distance by the haversine formula on a spherical Earth (within about 0.5 % of the ellipsoid's). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type StoreRow = typeof stores.$inferSelect;

/** `distance`: exact kilometres from the search's point, null without one. */
const toStore = (row: StoreRow, distance: number | null): Store => ({
  id: row.id,
  name: row.name,
  address: { line1: row.addressLine1, city: row.city, postalCode: row.postalCode, country: row.country },
  phone: row.phone,
  location: { latitude: row.latitude, longitude: row.longitude },
  openingHours: row.openingHours,
  services: row.services,
  distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
});

export function createStoresService(db: Database) {
  return {
    async list(site: SiteContext, search: StoreSearch = {}): Promise<StoreList> {
      const query = search.query?.trim() || null;
      const near = search.near ?? null;
      const rows = await db
        .select()
        .from(stores)
        .where(and(eq(stores.brand, site.brand), eq(stores.country, LOCALES[site.locale].country), query ? searchCondition(query) : undefined));
      // A site has a handful of stores, so they are ordered here: by distance (computed once per row) or with the
      // locale's collation, which puts Łódź after Lublin where the database's C collation would put it after Zakopane.
      const collator = new Intl.Collator(LOCALES[site.locale].tag);
      const listed = rows.map((row) => ({ row, distance: near ? distanceKm(near, { latitude: row.latitude, longitude: row.longitude }) : null }));
      listed.sort(
        (a, b) =>
          (a.distance ?? 0) - (b.distance ?? 0) ||
          collator.compare(a.row.city, b.row.city) ||
          collator.compare(a.row.name, b.row.name) ||
          a.row.position - b.row.position,
      );
      return { stores: listed.map(({ row, distance }) => toStore(row, distance)), query, near, map: countryMap(LOCALES[site.locale].country, rows) };
    },

    /** One store of the site's brand (any country: a pickup order names it), or null. */
    async byId(storeId: string, brand?: string): Promise<(Store & { timeZone: string; brand: string; pickup: boolean }) | null> {
      const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
      if (!row || (brand !== undefined && row.brand !== brand)) return null;
      return {
        ...toStore(row, null),
        brand: row.brand,
        timeZone: storeTimeZone(row.country, row.longitude),
        pickup: row.services.includes('click-and-collect'),
      };
    },

    /** Find in store: nearest stores to a typed place or a point, with open-now and the product's units per size. */
    nearby: (site: SiteContext, search: NearbySearch) => nearbyStores(db, site, search),
    geocode: (country: string, text: string) => geocode(db, country, text),
    reserveStock: reserveStoreStock,
    releaseStock: releaseStoreStock,
    stockOf: (storeIds: readonly string[], variantIds: readonly string[]) => storeStockOf(db, storeIds, variantIds),
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
