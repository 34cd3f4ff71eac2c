import { createApiClient, siteQuery, typedApi } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';

/** Saved gift cards with their current balances (contracts `api/account.ts`). */
export const GIFT_CARD_PATHS = {
  list: '/api/account/gift-cards',
  one: '/api/account/gift-cards/{id}',
} as const;

export function giftCardsApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const api = typedApi(createApiClient({ defaultQuery: () => siteQuery(site) }));
  return {
    list: (signal?: AbortSignal) => api.get(GIFT_CARD_PATHS.list, { signal }),
    add: (number: string, pin: string) => api.post(GIFT_CARD_PATHS.list, { body: { number, pin } }),
    remove: (id: string) => api.delete(GIFT_CARD_PATHS.one, { path: { id } }),
  };
}

export type GiftCardsApi = ReturnType<typeof giftCardsApi>;
