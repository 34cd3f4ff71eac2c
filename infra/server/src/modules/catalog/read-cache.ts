/**
 * A bounded, short-lived cache for the catalogue's browse reads (category tree, listings, product detail, looks,
 * recommendations, products by id).
 * On PGlite every query is a ~0.8 ms round trip on the main thread and a PDP needs six, so without it the edge
 * serves ~180 documents/s. Each entry records which products it shows; the change feed (`app.changes`) evicts the
 * entries a sale, restock or price change touches, on every instance, so the TTL is only the backstop for a missed
 * change (Redis down). The cart always checks live stock and prices (findVariantOffers is uncached).
 */
import { BRAND_KEYS, BRANDS, type BrandKey } from '@sf/remote-contract';
import type { CatalogChange, ChangeFeed } from '../../plugins/change-feed';
import type { CatalogService } from './service';

export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

/**
 * What an entry shows. `products` omitted: no product (the category tree), so only a catalogue change evicts it;
 * a function: read from the loaded value (until it has loaded, any product change of the brand evicts it).
 */
export interface EntryScope<T> {
  brand: BrandKey;
  products?: readonly string[] | ((value: T) => readonly string[]);
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** Unscoped entries (no brand) are evicted by every change that is not about content. */
  brand: BrandKey | null;
  shows: 'none' | 'any' | ReadonlySet<string>;
}

const brandOfProduct = (productId: string): BrandKey | null => BRAND_KEYS.find((brand) => productId.startsWith(BRANDS[brand].productIdPrefix)) ?? null;

export function createReadCache(options: ReadCacheOptions) {
  const entries = new Map<string, Entry>();
  const byProduct = new Map<string, Set<string>>();
  /** Entries that may show any product (unscoped, or scope not known until loaded). */
  const wide = new Set<string>();

  function index(key: string, entry: Entry, add: boolean): void {
    if (entry.shows === 'any') {
      if (add) wide.add(key);
      else wide.delete(key);
      return;
    }
    if (entry.shows === 'none') return;
    for (const id of entry.shows) {
      const keys = byProduct.get(id) ?? new Set<string>();
      if (add) keys.add(key);
      else keys.delete(key);
      if (keys.size > 0) byProduct.set(id, keys);
      else byProduct.delete(id);
    }
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    index(key, entry, false);
  }

  function cached<T>(key: string, load: () => Promise<T>, scope?: EntryScope<T>): Promise<T> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    remove(key);
    if (entries.size >= options.maxEntries) remove(entries.keys().next().value as string);
    const value = load();
    const products = scope?.products;
    const entry: Entry = {
      expires: now + options.ttlMs,
      value,
      brand: scope?.brand ?? null,
      shows: !scope || typeof products === 'function' ? 'any' : products ? new Set(products) : 'none',
    };
    entries.set(key, entry);
    index(key, entry, true);
    const current = () => entries.get(key) === entry;
    value.then(
      (loaded) => {
        if (typeof products !== 'function' || !current()) return;
        index(key, entry, false);
        entry.shows = new Set(products(loaded));
        index(key, entry, true);
      },
      // A failed load is not remembered: the next request tries the database again.
      () => {
        if (current()) remove(key);
      },
    );
    return value;
  }

  /** Drops the entries `change` can make stale; returns how many. An entry still loading is dropped too. */
  function evict(change: CatalogChange): number {
    if (change.kind === 'content' || change.kind === 'flags' || change.kind === 'releases' || change.kind === 'previews') return 0;
    const inBrand = (entry: Entry) => !change.brand || !entry.brand || entry.brand === change.brand;
    const doomed: string[] = [];
    if (change.kind === 'catalog' || !change.productIds) {
      for (const [key, entry] of entries) {
        if (inBrand(entry) && (change.kind === 'catalog' || entry.shows !== 'none')) doomed.push(key);
      }
    } else {
      const brands = new Set(change.productIds.map(brandOfProduct));
      for (const id of change.productIds) doomed.push(...(byProduct.get(id) ?? []));
      for (const key of wide) {
        const entry = entries.get(key);
        if (entry && inBrand(entry) && (!entry.brand || brands.has(entry.brand) || brands.has(null))) doomed.push(key);
      }
    }
    const unique = new Set(doomed);
    for (const key of unique) remove(key);
    return unique.size;
  }

  return Object.assign(cached, { evict, size: () => entries.size });
}

export type ReadCache = ReturnType<typeof createReadCache>;

const idsOf = (items: ReadonlyArray<{ productId: string }>) => items.map((item) => item.productId);

/** The service with its browse reads cached; `changes` evicts what a published change makes stale. */
export function withReadCache(service: CatalogService, options: ReadCacheOptions, changes?: Pick<ChangeFeed, 'subscribe'>): CatalogService {
  if (options.ttlMs <= 0) return service;
  const cached = createReadCache(options);
  changes?.subscribe((change) => cached.evict(change));
  return {
    ...service,
    listCategories: (site) => cached(`categories:${site.brand}:${site.locale}`, () => service.listCategories(site), { brand: site.brand }),
    describeCategory: (site, slug) =>
      cached(`category:${site.brand}:${site.locale}:${slug}`, () => service.describeCategory(site, slug), { brand: site.brand }),
    getProduct: (site, productId) =>
      cached(`product:${site.brand}:${site.locale}:${productId}`, () => service.getProduct(site, productId), { brand: site.brand, products: [productId] }),
    productsByIds: (site, ids) =>
      cached(`ids:${site.brand}:${site.locale}:${ids.join(',')}`, () => service.productsByIds(site, ids), { brand: site.brand, products: ids }),
    // Recommendations are in-stock picks: a sale of a shown product evicts them at once; a product that comes back in
    // stock joins them within the TTL (a missing suggestion is harmless, offering a sold-out one is not).
    completeTheLook: (site, productId) =>
      cached(`ctl:${site.brand}:${site.locale}:${productId}`, () => service.completeTheLook(site, productId), {
        brand: site.brand,
        products: (picks) => [productId, ...idsOf(picks ?? [])],
      }),
    looks: (site) =>
      cached(`looks:${site.brand}:${site.locale}`, () => service.looks(site), {
        brand: site.brand,
        products: (looks) => looks.flatMap((look) => idsOf(look.hotspots.map((hotspot) => hotspot.product))),
      }),
  };
}
