import { ApiRequestError } from '@sf/api-client';
import { $cart, emit, writeBasketId, type AddBasketItemBody, type Basket, type SiteInfo } from '@sf/contracts';
import { basketApi, type BasketApi } from './basket-api';
import { ensureBasket } from './ensure-basket';

/** Why an add failed, in terms the shopper can act on. */
export class AddToBasketError extends Error {
  override readonly name = 'AddToBasketError';
  constructor(
    /** 'rejected': the server refused the line (409: out of stock, quantity limit) and said why in `message`. */
    readonly kind: 'rejected' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Adds a line to this country's basket. A stored basket the server no longer has (404) is forgotten and the add is
 * retried once on a new basket. On success the shared cart summary follows the server's basket.
 */
export async function addToBasket(
  site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>,
  item: AddBasketItemBody,
  api: BasketApi = basketApi(),
): Promise<Basket> {
  try {
    const basket = await addOnce(site, item, api).catch(async (error: unknown) => {
      if (!hasStatus(error, 404)) throw error;
      writeBasketId(site.country, null);
      return addOnce(site, item, api);
    });
    publishCartSummary(basket);
    return basket;
  } catch (error) {
    if (hasStatus(error, 409)) throw new AddToBasketError('rejected', error.body?.message ?? error.message, { cause: error });
    throw new AddToBasketError('failed', error instanceof Error ? error.message : String(error), { cause: error });
  }
}

async function addOnce(site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>, item: AddBasketItemBody, api: BasketApi): Promise<Basket> {
  const basketId = await ensureBasket(site, api);
  return api.addItem(basketId, item);
}

function publishCartSummary(basket: Basket): void {
  const summary = { basketId: basket.basketId, totalItems: basket.totalItems, currency: basket.currency };
  $cart.set(summary);
  emit('cart:changed', summary);
}

function hasStatus(error: unknown, status: number): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === status;
}
