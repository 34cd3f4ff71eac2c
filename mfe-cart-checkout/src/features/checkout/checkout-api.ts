import { createApiClient, siteQuery, typedApi, type ApiBody, type ApiClient, type ApiQuery } from '@sf/api-client';
import type { PostalAddress } from '@sf/contracts';
import { CARD_FORM_PATH } from '@sf/contracts/payment-frame';
import type { SiteInfo } from '@sf/remote-contract';

/** Every checkout endpoint this page calls, in one place. */
export const CHECKOUT_PATHS = {
  validateAddress: '/api/checkout/address/validate',
  placeOrder: '/api/checkout/orders',
  challenge: '/api/checkout/orders/{orderNumber}/challenge',
  shippingMethod: '/api/baskets/{basketId}/shipping-method',
  shippingRegion: '/api/baskets/{basketId}/shipping-region',
  giftCardBalance: '/api/gift-cards/balance',
  bnplQuotes: '/api/payments/bnpl/quotes',
  /** The provider's card form: the one path every remote that shows it uses (contracts payment-frame.ts). */
  cardForm: CARD_FORM_PATH,
} as const;

/** What `POST /api/checkout/orders` takes, as the server's document says. */
export type PlaceOrderInput = ApiBody<typeof CHECKOUT_PATHS.placeOrder, 'post'>;

export function checkoutApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client: ApiClient = createApiClient({ defaultQuery: () => siteQuery(site) })) {
  const api = typedApi(client);
  return {
    validateAddress: (address: PostalAddress) => api.post(CHECKOUT_PATHS.validateAddress, { body: { address } }),
    setShippingMethod: (basketId: string, code: ApiBody<typeof CHECKOUT_PATHS.shippingMethod, 'put'>['code']) =>
      api.put(CHECKOUT_PATHS.shippingMethod, { path: { basketId }, body: { code } }),
    setShippingRegion: (basketId: string, region: string | null) => api.put(CHECKOUT_PATHS.shippingRegion, { path: { basketId }, body: { region } }),
    giftCardBalance: (number: string, pin: string) => api.post(CHECKOUT_PATHS.giftCardBalance, { body: { number, pin } }),
    bnplQuotes: (amount: number, currency: ApiQuery<typeof CHECKOUT_PATHS.bnplQuotes, 'get'>['currency']) =>
      api.get(CHECKOUT_PATHS.bnplQuotes, { query: { amount, currency } }),
    /** POST is never retried by the client; the same key makes a manual retry safe. */
    placeOrder: (body: PlaceOrderInput, idempotencyKey: string) =>
      api.post(CHECKOUT_PATHS.placeOrder, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    completeChallenge: (orderNumber: string, paymentId: string) => api.post(CHECKOUT_PATHS.challenge, { path: { orderNumber }, body: { paymentId } }),
  };
}
export type CheckoutApi = ReturnType<typeof checkoutApi>;
