/**
 * Find in store: a place the shopper typed (postcode or town, geocoded offline from store_places) or the browser's
 * point, the brand's nearest stores in the site's country (nearest first, distances in the site's units), each with
 * open-now on its own clock and its units of the product's sizes.
 *
 * Nearest-store search narrows by a bounding box around the point first (btree index on brand + latitude; the
 * longitude condition filters the rows it reads), widening the box until enough stores are inside, and orders the
 * few left by the haversine distance in SQL. Over 2,000 stores the box reads a few dozen rows instead of all of them
 * (bench/stores-bench.ts).
 */
import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import { LOCALES } from '@sf/remote-contract';
import { distanceIn, distanceUnitOf, isStoreOpenAt, NEAREST_STORES_MAX, storeTimeZone, type DistanceUnit } from '@sf/contracts/store-pickup';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import { postcodeKeys, townKey } from './places';
import type { GeoPoint } from './service';
import { storePlaces, stores } from './tables';

export interface GeocodedPlace extends GeoPoint {
  label: string;
}

/** Kilometres per degree of latitude; a degree of longitude is this times cos(latitude). */
const KM_PER_DEGREE = 111.2;
/** Bounding boxes tried in turn (half-width in km); the last is the whole country. */
const SEARCH_RADII_KM = [60, 250, 1000, Number.POSITIVE_INFINITY];

/**
 * A typed place to a point, offline: a town by its folded name ("Zürich", "zurich"), else the longest postcode key the
 * compact, lower-case text starts with ("WC2E 9DS" → "wc2e", "M1 1AE" → "m", "10117" → "101"). null: not known.
 */
export async function geocode(db: Database, country: string, text: string): Promise<GeocodedPlace | null> {
  const town = townKey(text);
  const compact = text.replace(/[\s-]+/g, '').toLowerCase();
  // Every prefix of the compact text that could be a key (longest wins), plus the outward code typed on its own.
  const prefixes = new Set<string>();
  for (let length = compact.length; length >= 1; length -= 1) prefixes.add(compact.slice(0, length));
  for (const key of postcodeKeys(country, text)) prefixes.add(key);
  const rows = await db
    .select()
    .from(storePlaces)
    .where(
      and(
        eq(storePlaces.country, country),
        sql`((${storePlaces.kind} = 'town' and ${storePlaces.key} = ${town}) or (${storePlaces.kind} = 'postcode' and ${storePlaces.key} = any(${sql.param([...prefixes])}::text[])))`,
      ),
    );
  const best = rows.find((row) => row.kind === 'town') ?? rows.filter((row) => compact.startsWith(row.key)).sort((a, b) => b.key.length - a.key.length)[0];
  return best ? { label: best.label, latitude: best.latitude, longitude: best.longitude } : null;
}

/** Haversine distance in km from a point to the row's coordinates, in SQL (for ORDER BY). */
const distanceSql = (point: GeoPoint): SQL =>
  sql`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${stores.latitude} - ${point.latitude}) / 2), 2) +
    cos(radians(${point.latitude})) * cos(radians(${stores.latitude})) * power(sin(radians(${stores.longitude} - ${point.longitude}) / 2), 2)))))`;

/** The brand's stores in a country nearest to `point`, nearest first, with their distance in km. */
export async function nearestStores(db: Database, brand: string, country: string, point: GeoPoint, limit: number) {
  for (const radius of SEARCH_RADII_KM) {
    const box = Number.isFinite(radius)
      ? and(
          between(stores.latitude, point.latitude - radius / KM_PER_DEGREE, point.latitude + radius / KM_PER_DEGREE),
          between(
            stores.longitude,
            point.longitude - radius / (KM_PER_DEGREE * Math.max(0.1, Math.cos((point.latitude * Math.PI) / 180))),
            point.longitude + radius / (KM_PER_DEGREE * Math.max(0.1, Math.cos((point.latitude * Math.PI) / 180))),
          ),
        )
      : undefined;
    const distance = distanceSql(point);
    const rows = await db
      .select({ store: stores, distanceKm: sql<number>`${distance}`.mapWith(Number) })
      .from(stores)
      .where(and(eq(stores.brand, brand as typeof stores.$inferSelect.brand), eq(stores.country, country), box))
      .orderBy(asc(distance), asc(stores.id))
      .limit(limit);
    // A store inside the box may still be farther than one just outside its corner: enough rows within the radius
    // itself are needed before the answer is final.
    const within = rows.filter((row) => row.distanceKm <= radius);
    if (within.length >= limit || !Number.isFinite(radius)) return Number.isFinite(radius) ? within : rows;
  }
  return [];
}

export interface NearbySearch {
  place?: string | null;
  near?: GeoPoint | null;
  productId?: string | null;
  /** Store pickup: these variants' units (a basket's lines), besides or instead of a product's. */
  variantIds?: readonly string[] | null;
  at?: Date;
}

export interface NearbyStore {
  id: string;
  name: string;
  address: { line1: string; city: string; postalCode: string; country: string };
  phone: string;
  location: GeoPoint;
  distance: number;
  timeZone: string;
  openNow: boolean;
  pickup: boolean;
  /** Units per variant of the product asked about; a variant missing is not carried there (0). */
  stock: Record<string, number>;
}

export interface NearbyResult {
  place: GeocodedPlace | null;
  unit: DistanceUnit;
  /** false: the typed place is not known (the page says so and asks for a postcode or town). */
  found: boolean;
  stores: NearbyStore[];
}

export async function nearbyStores(db: Database, site: SiteContext, search: NearbySearch): Promise<NearbyResult> {
  const country = LOCALES[site.locale].country;
  const unit = distanceUnitOf(country);
  const typed = search.place?.trim() ? await geocode(db, country, search.place.trim()) : null;
  const point = typed ?? search.near ?? null;
  if (!point) return { place: null, unit, found: !search.place?.trim(), stores: [] };
  const rows = await nearestStores(db, site.brand, country, point, NEAREST_STORES_MAX);
  const wanted = search.productId || search.variantIds?.length;
  const stock = wanted
    ? await storeStockOf(
        db,
        rows.map((row) => row.store.id),
        search.productId ?? null,
        search.variantIds ?? [],
      )
    : new Map<string, Record<string, number>>();
  const at = search.at ?? new Date();
  return {
    place: typed ?? (search.near ? { label: '', ...search.near } : null),
    unit,
    found: true,
    stores: rows.map(({ store, distanceKm }) => {
      const timeZone = storeTimeZone(store.country, store.longitude);
      return {
        id: store.id,
        name: store.name,
        address: { line1: store.addressLine1, city: store.city, postalCode: store.postalCode, country: store.country },
        phone: store.phone,
        location: { latitude: store.latitude, longitude: store.longitude },
        distance: distanceIn(distanceKm, unit),
        timeZone,
        openNow: isStoreOpenAt(store.openingHours, timeZone, at),
        pickup: store.services.includes('click-and-collect'),
        stock: stock.get(store.id) ?? {},
      };
    }),
  };
}

/** Units of every size of a product, and of the given variants, in these stores. */
async function storeStockOf(
  db: Database,
  storeIds: readonly string[],
  productId: string | null,
  variantIds: readonly string[],
): Promise<Map<string, Record<string, number>>> {
  const result = new Map<string, Record<string, number>>();
  if (storeIds.length === 0) return result;
  const rows = (await db.execute(
    sql`select store_id as "storeId", variant_id as "variantId", quantity from store_inventory
      where store_id = any(${sql.param([...storeIds])}::text[])
        and (product_id = ${productId} or variant_id = any(${sql.param([...variantIds])}::text[]))`,
  )) as unknown as { rows: Array<{ storeId: string; variantId: string; quantity: number }> };
  for (const row of rows.rows) result.set(row.storeId, { ...(result.get(row.storeId) ?? {}), [row.variantId]: row.quantity });
  return result;
}
