import { createApiClient, type ApiClient } from '@sf/api-client';
import type { Basket, SetGiftOptionBody, ShippingMethodCode } from '@sf/contracts';

const path = (basketId: string, rest = '') => `/api/baskets/${encodeURIComponent(basketId)}${rest}`;
const itemPath = (basketId: string, itemId: string) => path(basketId, `/items/${encodeURIComponent(itemId)}`);

/** The basket endpoints of the cart and checkout pages; a basket is addressed by its id alone. */
export function basketApi(client: ApiClient = createApiClient()) {
  return {
    get: (basketId: string, signal?: AbortSignal) => client.get<Basket>(path(basketId), { signal }),
    setQuantity: (basketId: string, itemId: string, quantity: number) => client.patch<Basket>(itemPath(basketId, itemId), { quantity }),
    /** Another size of the same product; the server merges it into an existing line of that size. */
    changeSize: (basketId: string, itemId: string, variantId: string) => client.patch<Basket>(itemPath(basketId, itemId), { variantId }),
    /** Some servers answer a delete with 204; the caller then reads the basket again. */
    removeItem: (basketId: string, itemId: string) => client.delete<Basket | undefined>(itemPath(basketId, itemId)),
    applyCoupon: (basketId: string, code: string) => client.post<Basket>(path(basketId, '/coupons'), { code }),
    removeCoupon: (basketId: string, code: string) => client.delete<Basket>(path(basketId, `/coupons/${encodeURIComponent(code)}`)),
    setShippingMethod: (basketId: string, code: ShippingMethodCode) => client.put<Basket>(path(basketId, '/shipping-method'), { code }),
    setGiftOption: (basketId: string, body: SetGiftOptionBody) => client.put<Basket>(path(basketId, '/gift-option'), body),
  };
}
export type BasketApi = ReturnType<typeof basketApi>;
