import { createApiClient, siteQuery, typedApi, type ApiClient } from '@sf/api-client';
import type { StoreList } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';

export interface StoreSearch {
  /** City, postcode or store name; left out when empty. */
  q?: string;
  /** Sort by distance from this point (the shopper's position). */
  near?: { latitude: number; longitude: number };
}

/** GET /api/stores (contracts api/stores.ts), always for the parcel's own site. */
export interface StoresApi {
  list(search: StoreSearch, signal?: AbortSignal): Promise<StoreList>;
}

/**
 * Three decimals are about 100 m: plenty to rank stores by distance, and the shopper's exact position never
 * leaves the browser.
 */
const coarse = (degrees: number): number => Math.round(degrees * 1000) / 1000;

export function createStoresApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client?: ApiClient): StoresApi {
  const api = typedApi(client ?? createApiClient({ defaultQuery: () => siteQuery(site) }));
  return {
    list: ({ q, near }, signal) =>
      api.get('/api/stores', {
        query: { q: q || undefined, lat: near && coarse(near.latitude), lng: near && coarse(near.longitude) },
        signal,
      }),
  };
}
