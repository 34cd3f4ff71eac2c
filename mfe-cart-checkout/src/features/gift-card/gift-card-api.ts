import { ApiRequestError, createApiClient, siteQuery, type ApiClient } from '@sf/api-client';
import { $cart, emit, readBasketId, writeBasketId, type AddGiftCardItemBody, type Basket, type GiftCardBalance, type SiteInfo } from '@sf/contracts';

const BASKET_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The endpoints of the /gift-card page: the cart's gift-card line and the gift-card balance check. */
export function giftCardApi(client: ApiClient = createApiClient()) {
  const addLine = (basketId: string, line: AddGiftCardItemBody) => client.post<Basket>(`/api/baskets/${encodeURIComponent(basketId)}/gift-cards`, line);

  /** This country's basket id (spec §3: kept in local storage), creating the basket the first time. */
  async function basketIdFor(site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>): Promise<string> {
    const stored = readBasketId(site.country);
    if (stored && BASKET_ID_PATTERN.test(stored)) return stored;
    const created = await client.post<Basket>('/api/baskets', siteQuery(site));
    writeBasketId(site.country, created.basketId);
    return created.basketId;
  }

  return {
    /** Adds an e-gift card line; a stored basket the server no longer has is forgotten and a new one made once. */
    async addGiftCard(site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>, line: AddGiftCardItemBody): Promise<Basket> {
      const basket = await addLine(await basketIdFor(site), line).catch(async (error: unknown) => {
        if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
        writeBasketId(site.country, null);
        return addLine(await basketIdFor(site), line);
      });
      const summary = { basketId: basket.basketId, totalItems: basket.totalItems, currency: basket.currency };
      $cart.set(summary);
      emit('cart:changed', summary);
      return basket;
    },
    balance: (number: string, pin: string) => client.post<GiftCardBalance>('/api/gift-cards/balance', { number, pin }),
  };
}
export type GiftCardApi = ReturnType<typeof giftCardApi>;
