import { createApiClient, siteQuery, typedApi, type ApiClient } from '@sf/api-client';
import type { NearbyStores } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import type { FindInStoreData } from '@sf/contracts/store-pickup';

/** GET /api/stores/nearby and the product's sizes (GET /api/catalog/products/:id), for the parcel's own site. */
export interface FindInStoreApi {
  load(productId: string, place: string | null, signal?: AbortSignal): Promise<Omit<FindInStoreData, 'variantId'> | null>;
  nearby(productId: string, search: { place?: string; near?: { latitude: number; longitude: number } }, signal?: AbortSignal): Promise<NearbyStores>;
}

/** About 100 m: enough to rank stores, and the shopper's exact position never leaves the browser. */
const coarse = (degrees: number): number => Math.round(degrees * 1000) / 1000;

export function createFindInStoreApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client?: ApiClient): FindInStoreApi {
  const api = typedApi(client ?? createApiClient({ defaultQuery: () => siteQuery(site) }));
  const nearby: FindInStoreApi['nearby'] = (productId, { place, near }, signal) =>
    api.get('/api/stores/nearby', {
      query: { productId, place: place || undefined, lat: near && coarse(near.latitude), lng: near && coarse(near.longitude) },
      signal,
    });
  return {
    nearby,
    async load(productId, place, signal) {
      const product = await api.get('/api/catalog/products/{productId}', { path: { productId }, signal });
      const variants = product.variants.map(({ variantId, size, colour }) => ({ variantId, size, colour }));
      return {
        product: { productId: product.productId, name: product.name, path: product.path, variants },
        place,
        nearby: place ? await nearby(productId, { place }, signal) : null,
      };
    },
  };
}
