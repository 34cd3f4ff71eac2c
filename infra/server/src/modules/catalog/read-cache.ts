/**
 * A bounded, short-lived cache for the catalogue's browse reads (category tree, listings, product detail, looks,
 * recommendations, products by id).
 * On PGlite every query is a ~0.8 ms round trip on the main thread and a PDP needs six, so without it the edge
 * serves ~180 documents/s. Catalogue data changes by deploy or merchandising, not per request; stock shown while
 * browsing may lag by `ttlMs`, while the cart always checks live stock and prices (findVariantOffers is uncached).
 */
import type { CatalogService } from './service';

export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

export function createReadCache(options: ReadCacheOptions) {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
    const value = load();
    entries.set(key, { expires: now + options.ttlMs, value });
    // A failed load is not remembered: the next request tries the database again.
    value.catch(() => entries.delete(key));
    return value;
  };
}

export function withReadCache(service: CatalogService, options: ReadCacheOptions): CatalogService {
  if (options.ttlMs <= 0) return service;
  const cached = createReadCache(options);
  return {
    ...service,
    listCategories: (site) => cached(`categories:${site.brand}:${site.locale}`, () => service.listCategories(site)),
    describeCategory: (site, slug) => cached(`category:${site.brand}:${site.locale}:${slug}`, () => service.describeCategory(site, slug)),
    getProduct: (site, productId) => cached(`product:${site.brand}:${site.locale}:${productId}`, () => service.getProduct(site, productId)),
    productsByIds: (site, ids) => cached(`ids:${site.brand}:${site.locale}:${ids.join(',')}`, () => service.productsByIds(site, ids)),
    completeTheLook: (site, productId) => cached(`ctl:${site.brand}:${site.locale}:${productId}`, () => service.completeTheLook(site, productId)),
    looks: (site) => cached(`looks:${site.brand}:${site.locale}`, () => service.looks(site)),
  };
}
