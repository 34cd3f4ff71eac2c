/**
 * The one basket client of the storefront (spec §3: one basket per country, its id in local storage, the basket on
 * the server). Every remote that changes a basket it may not have yet goes through `changeBasket`: it creates the
 * basket when there is none (one creation in flight per country, so two quick adds never make two baskets), forgets
 * a basket the server no longer has (404) and runs the change once more on a new one, then publishes the cart summary.
 */
import { readBasketId, writeBasketId, type AddBasketItemBody, type AddGiftCardItemBody, type Basket } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
// Through the package's own name, not relative paths: '@sf/api-client' is a shared singleton, and a relative import
// would bundle a private copy of the transport and of ApiRequestError into the remote (instanceof would then fail).
import { ApiRequestError, createTypedApiClient, siteQuery, type TypedApi } from '@sf/api-client';
import { publishCartSummary } from './cart-summary';

export { publishCartSummary };

export type BasketSite = Pick<SiteInfo, 'brand' | 'locale' | 'country'>;

/** Basket ids are UUIDs (contracts BasketIdSchema); anything else in storage is left over from elsewhere. */
const BASKET_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Module-wide, not per client: the guard holds for every caller of this copy. */
const creating = new Map<string, Promise<string>>();

export function isBasketGone(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 404;
}

export function basketClient(api: TypedApi = createTypedApiClient()) {
  /** The id of this country's basket, created on the server the first time it is needed. */
  function ensureBasket(site: BasketSite): Promise<string> {
    const stored = readBasketId(site.country);
    if (stored && BASKET_ID_PATTERN.test(stored)) return Promise.resolve(stored);
    const pending = creating.get(site.country);
    if (pending) return pending;
    const created = api
      .post('/api/baskets', { body: siteQuery(site) })
      .then((basket) => {
        writeBasketId(site.country, basket.basketId);
        return basket.basketId;
      })
      .finally(() => creating.delete(site.country));
    creating.set(site.country, created);
    return created;
  }

  /** Runs `change` on this country's basket (made if missing; replaced once if the server lost it) and publishes it. */
  async function changeBasket(site: BasketSite, change: (basketId: string) => Promise<Basket>): Promise<Basket> {
    const basketId = await ensureBasket(site);
    const basket = await change(basketId).catch(async (error: unknown) => {
      if (!isBasketGone(error)) throw error;
      // Forget only the id that failed: a concurrent change may already have stored a new basket.
      if (readBasketId(site.country) === basketId) writeBasketId(site.country, null);
      return change(await ensureBasket(site));
    });
    publishCartSummary(basket);
    return basket;
  }

  return {
    ensureBasket,
    changeBasket,
    addItem: (site: BasketSite, item: AddBasketItemBody) =>
      changeBasket(site, (basketId) => api.post('/api/baskets/{basketId}/items', { path: { basketId }, body: item })),
    addGiftCard: (site: BasketSite, line: AddGiftCardItemBody) =>
      changeBasket(site, (basketId) => api.post('/api/baskets/{basketId}/gift-cards', { path: { basketId }, body: line })),
  };
}
export type BasketClient = ReturnType<typeof basketClient>;
