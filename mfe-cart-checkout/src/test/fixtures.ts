import type { Basket, BasketItem } from '@sf/contracts';
import { siteInfo } from '@sf/remote-contract';

export const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

export const BASKET_ID = '6f1c3f7e-1111-4a4a-9b9b-000000000001';

export const item = (overrides: Partial<BasketItem> = {}): BasketItem => ({
  type: 'product',
  itemId: 'item-1',
  productId: 'NB1001',
  masterId: 'NB1001',
  variantId: 'NB1001-tan-5',
  name: 'Ridge Hiker Boot',
  size: '5',
  colour: 'Tan',
  image: '/images/products/NB1001/tan.svg',
  path: '/p/ridge-hiker-boot-nb1001',
  quantity: 1,
  unitPrice: gbp(14900),
  lineTotal: gbp(14900),
  maxQuantity: 10,
  sizes: [
    { variantId: 'NB1001-tan-5', size: '5', inStock: true },
    { variantId: 'NB1001-tan-6', size: '6', inStock: true },
    { variantId: 'NB1001-tan-7', size: '7', inStock: false },
  ],
  ...overrides,
});

export const basket = (overrides: Partial<Basket> = {}): Basket => ({
  basketId: BASKET_ID,
  country: 'GB',
  currency: 'GBP',
  items: [item()],
  totalItems: 1,
  subtotal: gbp(14900),
  giftCardItems: [],
  shippingMethods: [
    { code: 'standard', label: 'Standard delivery', price: gbp(395), estimate: { minDays: 3, maxDays: 5 }, available: true },
    { code: 'express', label: 'Express delivery', price: gbp(895), estimate: { minDays: 1, maxDays: 2 }, available: true },
    { code: 'pickup', label: 'Collect in store', price: gbp(0), estimate: { minDays: 2, maxDays: 4 }, available: false },
  ],
  selectedShippingMethod: 'standard',
  orderPromotions: [],
  shippingPromotions: [],
  couponCodes: [],
  giftOption: { enabled: false, message: '' },
  shippingRegion: null,
  paymentMethods: [{ code: 'CARD' }, { code: 'GIFT_CARD' }, { code: 'BNPL' }],
  totals: {
    currency: 'GBP',
    merchandiseTotal: 14900,
    orderDiscount: 0,
    totalWithoutTaxAfterDiscount: 12417,
    shipping: 0,
    merchandiseTotalTax: 2483,
    giftCardTotal: 0,
    total: 14900,
    taxIncluded: true,
    taxCalculated: true,
    taxRateBasisPoints: 2000,
  },
  ...overrides,
});

export const storeBasketId = (id: string = BASKET_ID) => localStorage.setItem('sf-basket-gb', id);
