import { emit, type SiteInfo } from '@sf/remote-contract';
import { addToBasket, AddToBasketError } from '../features/basket';
import type { AddToCart } from '../features/product/add-to-cart';

/** Connects the product views to this country's basket and tells the other remotes an item was added. */
export function addToCartFor(site: SiteInfo): AddToCart {
  return async (line) => {
    try {
      await addToBasket(site, { variantId: line.variantId, quantity: line.quantity });
      emit('cart:item-added', line);
      // The data layer's writer loads with the first add, not with the product page (first-load budget); a chunk that
      // fails to load costs the analytics entry, never the add.
      import('@sf/analytics').then(
        ({ pushAddToCart }) => pushAddToCart({ id: line.productId, name: line.name, variant: line.variantId, quantity: line.quantity }, site),
        () => {},
      );
      return { ok: true };
    } catch (error) {
      if (error instanceof AddToBasketError && error.kind === 'rejected') return { ok: false, reason: 'rejected', message: error.message };
      console.error('[mfe-catalog] add to basket failed', error);
      return { ok: false, reason: 'failed' };
    }
  };
}
