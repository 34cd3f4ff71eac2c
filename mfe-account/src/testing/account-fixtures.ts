import { vi } from 'vitest';
import type { CustomerProfile, Order, OrderHistory, SavedAddress, SavedCard, SavedGiftCard } from '@sf/contracts';
import { siteInfo, type Navigate, type PageProps } from '@sf/remote-contract';

/** Data the account-area tests share: one shopper, their addresses, cards, gift cards and orders. */
export const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');

export function pageProps(path: string, query: Record<string, string> = {}): PageProps & { navigate: ReturnType<typeof vi.fn<Navigate>> } {
  return { route: { name: 'test', path, params: {}, query }, locale: 'uk-en', site, navigate: vi.fn<Navigate>() };
}

export const profile = (overrides: Partial<CustomerProfile> = {}): CustomerProfile => ({
  customerId: 'c-1',
  email: 'ada@example.com',
  emailVerified: true,
  pendingEmail: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'shopper',
  marketingOptIn: false,
  interests: [],
  hasPassword: true,
  createdAt: '2026-01-01T10:00:00Z',
  ...overrides,
});

export const address = (overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'shipping',
  isDefault: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 St James Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  ...overrides,
});

export const card = (overrides: Partial<SavedCard> = {}): SavedCard => ({
  id: '22222222-2222-4222-8222-222222222222',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 3,
  expiryYear: 2030,
  isDefault: true,
  expired: false,
  createdAt: '2026-01-01T10:00:00Z',
  ...overrides,
});

export const giftCard = (overrides: Partial<SavedGiftCard> = {}): SavedGiftCard => ({
  id: '33333333-3333-4333-8333-333333333333',
  maskedNumber: '•••• 4821',
  balance: { amount: 2500, currency: 'GBP' },
  status: 'active',
  createdAt: '2026-01-01T10:00:00Z',
  ...overrides,
});

const totals = (total: number) => ({ currency: 'GBP' as const, totalWithoutTaxAfterDiscount: total - 500, shipping: 500, merchandiseTotalTax: 0, total });

export const historyItem = (orderNumber: string, overrides: Partial<OrderHistory['orders'][number]> = {}): OrderHistory['orders'][number] => ({
  orderNumber,
  status: 'paid',
  isFinalized: true,
  brand: 'northbound',
  locale: 'uk-en',
  createdAt: '2026-11-20T10:00:00Z',
  totals: totals(12500),
  itemCount: 2,
  images: [],
  ...overrides,
});

export const order = (overrides: Partial<Order> = {}): Order => ({
  orderNumber: 'NB12345678',
  isFinalized: true,
  status: 'shipped',
  brand: 'northbound',
  locale: 'uk-en',
  createdAt: '2026-11-20T10:00:00Z',
  billingAddress: {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '1 Road',
    city: 'London',
    postalCode: 'SW1Y 4JH',
    country: 'GB',
  },
  shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Road', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' },
  paymentMethod: [{ code: 'CARD', additionalData: { amount: 12500, label: 'visa •••• 4242' } }],
  totals: totals(12500),
  shipments: [
    {
      shipmentId: 's1',
      shippingMethod: { code: 'standard', label: 'Standard' },
      status: 'in_transit',
      carrier: 'Royal Mail',
      trackingNumber: 'RM123',
      estimatedDelivery: '2026-11-24',
      events: [{ code: 'shipped', at: '2026-11-21T09:00:00Z', description: 'Shipped' }],
    },
  ],
  items: [
    {
      itemId: 'i1',
      productId: 'NB1001',
      masterId: 'NB1001',
      variantId: 'v1',
      name: 'Ridge Hiker Boot',
      size: '42',
      colour: 'Brown',
      image: '',
      path: '/p/ridge-hiker-nb1001',
      quantity: 1,
      unitPrice: { amount: 12000, currency: 'GBP' },
      lineTotal: { amount: 12000, currency: 'GBP' },
      giftCard: false,
    },
  ],
  returnLabel: { eligible: true, until: '2026-12-20', reason: null },
  ...overrides,
});

export const apiError = (statusCode: number, message: string) => ({ statusCode, error: 'Error', message });
