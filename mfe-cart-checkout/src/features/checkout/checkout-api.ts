import { createApiClient, siteQuery, type ApiClient } from '@sf/api-client';
import {
  CARD_FORM_PATH,
  type AddressValidationResult,
  type Basket,
  type BnplQuotes,
  type GiftCardBalance,
  type PlaceOrderBody,
  type PlaceOrderResult,
  type PostalAddress,
  type SiteInfo,
} from '@sf/contracts';

/** Every checkout endpoint this page calls, in one place. */
export const CHECKOUT_PATHS = {
  validateAddress: '/api/checkout/address/validate',
  placeOrder: '/api/checkout/orders',
  challenge: (orderNumber: string) => `/api/checkout/orders/${encodeURIComponent(orderNumber)}/challenge`,
  shippingMethod: (basketId: string) => `/api/baskets/${encodeURIComponent(basketId)}/shipping-method`,
  shippingRegion: (basketId: string) => `/api/baskets/${encodeURIComponent(basketId)}/shipping-region`,
  giftCardBalance: '/api/gift-cards/balance',
  bnplQuotes: '/api/payments/bnpl/quotes',
  /** The provider's card form: the one path every remote that shows it uses (contracts payment-frame.ts). */
  cardForm: CARD_FORM_PATH,
} as const;

export function checkoutApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client: ApiClient = createApiClient({ defaultQuery: () => siteQuery(site) })) {
  return {
    validateAddress: (address: PostalAddress) => client.post<AddressValidationResult>(CHECKOUT_PATHS.validateAddress, { address }),
    setShippingMethod: (basketId: string, code: string) => client.put<Basket>(CHECKOUT_PATHS.shippingMethod(basketId), { code }),
    setShippingRegion: (basketId: string, region: string | null) => client.put<Basket>(CHECKOUT_PATHS.shippingRegion(basketId), { region }),
    giftCardBalance: (number: string, pin: string) => client.post<GiftCardBalance>(CHECKOUT_PATHS.giftCardBalance, { number, pin }),
    bnplQuotes: (amount: number, currency: string) => client.get<BnplQuotes>(CHECKOUT_PATHS.bnplQuotes, { query: { amount, currency } }),
    /** POST is never retried by the client; the same key makes a manual retry safe. */
    placeOrder: (body: PlaceOrderBody, idempotencyKey: string) =>
      client.post<PlaceOrderResult>(CHECKOUT_PATHS.placeOrder, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    completeChallenge: (orderNumber: string, paymentId: string) => client.post<PlaceOrderResult>(CHECKOUT_PATHS.challenge(orderNumber), { paymentId }),
  };
}
export type CheckoutApi = ReturnType<typeof checkoutApi>;
