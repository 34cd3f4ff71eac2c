import { createApiClient, siteQuery, typedApi } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';

/** Saved cards: only the provider's reference, brand, last four and expiry ever reach us (contracts `api/account.ts`). */
export const CARD_PATHS = {
  list: '/api/account/cards',
  one: '/api/account/cards/{id}',
} as const;

export function cardsApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const api = typedApi(createApiClient({ defaultQuery: () => siteQuery(site) }));
  return {
    list: (signal?: AbortSignal) => api.get(CARD_PATHS.list, { signal }),
    /** `cardToken` is the one-time token the provider's card form posted; the server vaults it. */
    save: (cardToken: string, makeDefault: boolean) => api.post(CARD_PATHS.list, { body: { cardToken, makeDefault } }),
    remove: (id: string) => api.delete(CARD_PATHS.one, { path: { id } }),
  };
}

export type CardsApi = ReturnType<typeof cardsApi>;
