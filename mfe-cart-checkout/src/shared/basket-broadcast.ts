/**
 * The cart page and the cart dialogs are separate parcels of this remote: a dialog that changes the basket tells the
 * page through a window event (same remote, so not a bus event of the contracts).
 */
import type { Basket } from '@sf/contracts';

const EVENT = 'sf-cart-checkout:basket';

export function broadcastBasket(basket: Basket): void {
  globalThis.window?.dispatchEvent(new CustomEvent<Basket>(EVENT, { detail: basket }));
}

export function onBasketBroadcast(listener: (basket: Basket) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Basket>).detail);
  globalThis.window?.addEventListener(EVENT, handler);
  return () => globalThis.window?.removeEventListener(EVENT, handler);
}
