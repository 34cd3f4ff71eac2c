import { createApiClient, siteQuery } from '@sf/api-client';
import type { SavedGiftCard, SavedGiftCardList, SiteInfo } from '@sf/contracts';

/** Saved gift cards with their current balances (contracts `api/account.ts`). */
export const GIFT_CARD_PATHS = {
  list: '/api/account/gift-cards',
  one: (id: string) => `/api/account/gift-cards/${encodeURIComponent(id)}`,
} as const;

export function giftCardsApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const client = createApiClient({ defaultQuery: () => siteQuery(site) });
  return {
    list: (signal?: AbortSignal) => client.get<SavedGiftCardList>(GIFT_CARD_PATHS.list, { signal }),
    add: (number: string, pin: string) => client.post<SavedGiftCard>(GIFT_CARD_PATHS.list, { number, pin }),
    remove: (id: string) => client.delete<unknown>(GIFT_CARD_PATHS.one(id)),
  };
}

export type GiftCardsApi = ReturnType<typeof giftCardsApi>;
