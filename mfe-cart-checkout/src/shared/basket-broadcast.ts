/**
 * The cart page and the cart dialogs are separate parcels of this remote: a dialog that changes the basket tells the
 * page through a window event (same remote, so not a bus event of the contracts).
 */
import type { Basket } from '@sf/contracts';

const EVENT = 'sf-cart-checkout:basket';
/** Window event: this country's basket id was swapped (the guest basket merged into the account's at sign-in). */
export const BASKET_REPLACED_EVENT = 'sf-cart-checkout:basket-replaced';

export function broadcastBasket(basket: Basket): void {
  globalThis.window?.dispatchEvent(new CustomEvent<Basket>(EVENT, { detail: basket }));
}

export function onBasketBroadcast(listener: (basket: Basket) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Basket>).detail);
  globalThis.window?.addEventListener(EVENT, handler);
  return () => globalThis.window?.removeEventListener(EVENT, handler);
}

/** The basket under the new id, or null when it could not be read (or there is none): listeners read it again then. */
export function broadcastBasketReplaced(basket: Basket | null): void {
  globalThis.window?.dispatchEvent(new CustomEvent<Basket | null>(BASKET_REPLACED_EVENT, { detail: basket }));
}

export function onBasketReplaced(listener: (basket: Basket | null) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Basket | null>).detail ?? null);
  globalThis.window?.addEventListener(BASKET_REPLACED_EVENT, handler);
  return () => globalThis.window?.removeEventListener(BASKET_REPLACED_EVENT, handler);
}
