import { siteInfo, type Basket, type BasketItem } from '@sf/contracts';

export const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

export const BASKET_ID = '6f1c3f7e-1111-4a4a-9b9b-000000000001';

export const item = (overrides: Partial<BasketItem> = {}): BasketItem => ({
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
  ...overrides,
});

export const basket = (overrides: Partial<Basket> = {}): Basket => ({
  basketId: BASKET_ID,
  country: 'GB',
  currency: 'GBP',
  items: [item()],
  totalItems: 1,
  subtotal: gbp(14900),
  shippingMethods: [],
  orderPromotions: [],
  shippingPromotions: [],
  paymentMethods: [],
  ...overrides,
});

export const storeBasketId = (id: string = BASKET_ID) => localStorage.setItem('sf-basket-gb', id);
