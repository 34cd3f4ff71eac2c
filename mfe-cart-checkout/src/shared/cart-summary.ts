import { $cart, emit, type Basket, type CartSummary } from '@sf/contracts';

/** Keeps the header count and every other listener in step with the server's basket (null: no basket). */
export function publishCartSummary(basket: Basket | null): void {
  const summary: CartSummary = basket
    ? { basketId: basket.basketId, totalItems: basket.totalItems, currency: basket.currency }
    : { basketId: null, totalItems: 0, currency: null };
  const current = $cart.get();
  if (current.basketId === summary.basketId && current.totalItems === summary.totalItems && current.currency === summary.currency) return;
  $cart.set(summary);
  emit('cart:changed', summary);
}
