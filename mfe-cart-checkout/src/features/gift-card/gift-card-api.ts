import { createTypedApiClient, typedApi, type ApiClient } from '@sf/api-client';
import { basketClient } from '@sf/api-client/basket-client';

/** The endpoints of the /gift-card page: the cart's gift-card line (through the one basket client) and the balance check. */
export function giftCardApi(client?: ApiClient) {
  const api = client ? typedApi(client) : createTypedApiClient();
  const baskets = basketClient(api);
  return {
    /** Adds an e-gift card line; a stored basket the server no longer has is forgotten and a new one made once. */
    addGiftCard: baskets.addGiftCard,
    balance: (number: string, pin: string) => api.post('/api/gift-cards/balance', { body: { number, pin } }),
  };
}
export type GiftCardApi = ReturnType<typeof giftCardApi>;
