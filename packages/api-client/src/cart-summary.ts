/** Its own entry point (`@sf/api-client/cart-summary`): a page that only shows a basket needs this, not the basket client. */
import type { Basket } from '@sf/contracts';
import { $cart, emit, type CartSummary } from '@sf/remote-contract';

/** Keeps the header count and every other listener in step with the server's basket (null: no basket). */
export function publishCartSummary(basket: Pick<Basket, 'basketId' | 'totalItems' | 'currency'> | null): void {
  const summary: CartSummary = basket
    ? { basketId: basket.basketId, totalItems: basket.totalItems, currency: basket.currency }
    : { basketId: null, totalItems: 0, currency: null };
  const current = $cart.get();
  if (current.basketId === summary.basketId && current.totalItems === summary.totalItems && current.currency === summary.currency) return;
  $cart.set(summary);
  emit('cart:changed', summary);
}
