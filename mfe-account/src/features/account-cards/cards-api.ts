import { createApiClient, siteQuery } from '@sf/api-client';
import type { SavedCard, SavedCardList, SiteInfo } from '@sf/contracts';

/** Saved cards: only the provider's reference, brand, last four and expiry ever reach us (contracts `api/account.ts`). */
export const CARD_PATHS = {
  list: '/api/account/cards',
  one: (id: string) => `/api/account/cards/${encodeURIComponent(id)}`,
} as const;

export function cardsApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const client = createApiClient({ defaultQuery: () => siteQuery(site) });
  return {
    list: (signal?: AbortSignal) => client.get<SavedCardList>(CARD_PATHS.list, { signal }),
    /** `cardToken` is the one-time token the provider's card form posted; the server vaults it. */
    save: (cardToken: string, makeDefault: boolean) => client.post<SavedCard>(CARD_PATHS.list, { cardToken, makeDefault }),
    remove: (id: string) => client.delete<unknown>(CARD_PATHS.one(id)),
  };
}

export type CardsApi = ReturnType<typeof cardsApi>;
