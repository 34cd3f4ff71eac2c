import { createApiClient, typedApi, type ApiClient } from '@sf/api-client';
import type { SetGiftOptionBody, ShippingMethodCode } from '@sf/contracts';

/** The basket endpoints of the cart and checkout pages; a basket is addressed by its id alone. */
export function basketApi(client: ApiClient = createApiClient()) {
  const api = typedApi(client);
  return {
    get: (basketId: string, signal?: AbortSignal) => api.get('/api/baskets/{basketId}', { path: { basketId }, signal }),
    setQuantity: (basketId: string, itemId: string, quantity: number) =>
      api.patch('/api/baskets/{basketId}/items/{itemId}', { path: { basketId, itemId }, body: { quantity } }),
    /** Another size of the same product; the server merges it into an existing line of that size. */
    changeSize: (basketId: string, itemId: string, variantId: string) =>
      api.patch('/api/baskets/{basketId}/items/{itemId}', { path: { basketId, itemId }, body: { variantId } }),
    /** Some servers answer a delete with 204; the caller then reads the basket again. */
    removeItem: (basketId: string, itemId: string) => api.delete('/api/baskets/{basketId}/items/{itemId}', { path: { basketId, itemId } }),
    applyCoupon: (basketId: string, code: string) => api.post('/api/baskets/{basketId}/coupons', { path: { basketId }, body: { code } }),
    removeCoupon: (basketId: string, code: string) => api.delete('/api/baskets/{basketId}/coupons/{code}', { path: { basketId, code } }),
    setShippingMethod: (basketId: string, code: ShippingMethodCode) =>
      api.put('/api/baskets/{basketId}/shipping-method', { path: { basketId }, body: { code } }),
    setGiftOption: (basketId: string, body: SetGiftOptionBody) => api.put('/api/baskets/{basketId}/gift-option', { path: { basketId }, body }),
  };
}
export type BasketApi = ReturnType<typeof basketApi>;
