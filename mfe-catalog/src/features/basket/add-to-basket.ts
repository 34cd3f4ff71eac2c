import { ApiRequestError } from '@sf/api-client';
import { basketClient, type BasketClient, type BasketSite } from '@sf/api-client/basket-client';
import type { AddBasketItemBody, Basket } from '@sf/contracts';

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
 * Adds a line to this country's basket through the storefront's one basket client (made when missing, replaced once
 * when the server lost it, cart summary published); a refusal becomes an error the product view can show.
 */
export async function addToBasket(site: BasketSite, item: AddBasketItemBody, client: BasketClient = basketClient()): Promise<Basket> {
  try {
    return await client.addItem(site, item);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409)
      throw new AddToBasketError('rejected', error.body?.message ?? error.message, { cause: error });
    throw new AddToBasketError('failed', error instanceof Error ? error.message : String(error), { cause: error });
  }
}
