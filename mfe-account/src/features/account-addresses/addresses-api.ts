import { createApiClient, siteQuery, typedApi } from '@sf/api-client';
import type { AddressKind, SavedAddressBody } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';

/** The address book endpoints (contracts `api/account.ts`). */
export const ADDRESS_PATHS = {
  list: '/api/account/addresses',
  one: '/api/account/addresses/{id}',
  makeDefault: '/api/account/addresses/{id}/default',
} as const;

export function addressesApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const api = typedApi(createApiClient({ defaultQuery: () => siteQuery(site) }));
  return {
    list: (signal?: AbortSignal) => api.get(ADDRESS_PATHS.list, { signal }),
    add: (body: SavedAddressBody) => api.post(ADDRESS_PATHS.list, { body }),
    update: (id: string, body: SavedAddressBody) => api.put(ADDRESS_PATHS.one, { path: { id }, body }),
    remove: (id: string) => api.delete(ADDRESS_PATHS.one, { path: { id } }),
    makeDefault: (id: string, kind: AddressKind) => api.post(ADDRESS_PATHS.makeDefault, { path: { id }, query: { kind } }),
  };
}

export type AddressesApi = ReturnType<typeof addressesApi>;
