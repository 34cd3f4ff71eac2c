import { createApiClient, siteQuery } from '@sf/api-client';
import type { AddressKind, SavedAddress, SavedAddressBody, SavedAddressList, SiteInfo } from '@sf/contracts';

/** The address book endpoints (contracts `api/account.ts`). */
export const ADDRESS_PATHS = {
  list: '/api/account/addresses',
  one: (id: string) => `/api/account/addresses/${encodeURIComponent(id)}`,
  makeDefault: (id: string) => `/api/account/addresses/${encodeURIComponent(id)}/default`,
} as const;

export function addressesApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const client = createApiClient({ defaultQuery: () => siteQuery(site) });
  return {
    list: (signal?: AbortSignal) => client.get<SavedAddressList>(ADDRESS_PATHS.list, { signal }),
    add: (body: SavedAddressBody) => client.post<SavedAddress>(ADDRESS_PATHS.list, body),
    update: (id: string, body: SavedAddressBody) => client.put<SavedAddress>(ADDRESS_PATHS.one(id), body),
    remove: (id: string) => client.delete<unknown>(ADDRESS_PATHS.one(id)),
    makeDefault: (id: string, kind: AddressKind) => client.post<unknown>(ADDRESS_PATHS.makeDefault(id), undefined, { query: { kind } }),
  };
}

export type AddressesApi = ReturnType<typeof addressesApi>;
