import { readBasketId, writeBasketId, type SiteInfo } from '@sf/contracts';
import { basketApi, type BasketApi } from './basket-api';

/** Basket ids are UUIDs (contracts BasketIdSchema); anything else in storage is left over from elsewhere. */
const BASKET_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One creation in flight per country, so two quick "add to cart" clicks never make two baskets. */
const creating = new Map<string, Promise<string>>();

/**
 * The id of this country's basket (spec §3: one per country, kept in local storage), creating it on the server
 * the first time it is needed.
 */
export function ensureBasket(site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>, api: BasketApi = basketApi()): Promise<string> {
  const stored = readBasketId(site.country);
  if (stored && BASKET_ID_PATTERN.test(stored)) return Promise.resolve(stored);
  const pending = creating.get(site.country);
  if (pending) return pending;
  const created = api
    .create(site)
    .then((basket) => {
      writeBasketId(site.country, basket.basketId);
      return basket.basketId;
    })
    .finally(() => creating.delete(site.country));
  creating.set(site.country, created);
  return created;
}
