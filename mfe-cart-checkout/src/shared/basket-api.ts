import { createApiClient, type ApiClient } from '@sf/api-client';
import type { Basket } from '@sf/contracts';

const path = (basketId: string, itemId?: string) =>
  `/api/baskets/${encodeURIComponent(basketId)}${itemId ? `/items/${encodeURIComponent(itemId)}` : ''}`;

/** The basket endpoints of the cart and checkout pages; a basket is addressed by its id alone. */
export function basketApi(client: ApiClient = createApiClient()) {
  return {
    get: (basketId: string, signal?: AbortSignal) => client.get<Basket>(path(basketId), { signal }),
    setQuantity: (basketId: string, itemId: string, quantity: number) => client.patch<Basket>(path(basketId, itemId), { quantity }),
    /** Some servers answer a delete with 204; the caller then reads the basket again. */
    removeItem: (basketId: string, itemId: string) => client.delete<Basket | undefined>(path(basketId, itemId)),
  };
}
export type BasketApi = ReturnType<typeof basketApi>;
