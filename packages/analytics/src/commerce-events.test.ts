import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $site, siteInfo } from '@sf/remote-contract';
import { analyticsRouteName, CART_LOAD_REPORTED_KEY, isPageEventSuppressed, pushCartLoad, pushCheckoutStep, pushPurchase } from './index';

const host = globalThis as { window?: { dataLayer?: unknown[] }; sessionStorage?: Storage };
const layer = () => host.window?.dataLayer ?? [];
const store = new Map<string, string>();
const line = { id: 'NB1001', name: 'Ridge Hiker Boot', variant: 'NB1001-42', quantity: 2, price: { amount: 11900, currency: 'GBP' as const } };

beforeEach(() => {
  host.window = {};
  store.clear();
  host.sessionStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  } as Storage;
  $site.set(siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default'));
});
afterEach(() => {
  delete host.window;
  delete host.sessionStorage;
  $site.set(null);
});

describe('basket and checkout events', () => {
  it('reports the cart load once per browsing session, with item total, discount and items', () => {
    const cart = { items: [line], itemTotal: { amount: 23800, currency: 'GBP' as const }, discount: { amount: 2380, currency: 'GBP' as const } };
    expect(pushCartLoad(cart)).toBe(true);
    expect(pushCartLoad(cart)).toBe(false);
    expect(store.get(CART_LOAD_REPORTED_KEY)).toBe('1');
    expect(layer()).toEqual([
      {
        event: 'cartLoad',
        ecommerce: {
          currencyCode: 'GBP',
          cart: { itemTotal: 238, discount: 23.8, products: [{ id: 'NB1001', name: 'Ridge Hiker Boot', variant: 'NB1001-42', quantity: 2, price: 119 }] },
        },
      },
    ]);
  });

  it('numbers the checkout steps 0-4, an empty item list being 0 on any page', () => {
    pushCheckoutStep(3, [line]);
    pushCheckoutStep(2, []);
    const steps = layer().map((entry) => (entry as { ecommerce: { checkout: { actionField: unknown } } }).ecommerce.checkout.actionField);
    expect(steps).toEqual([
      { step: 3, option: 'billing' },
      { step: 0, option: 'empty' },
    ]);
  });

  it('reports a purchase with its tenders (gift card, loyalty points, card) in major units', () => {
    const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
    pushPurchase({
      orderNumber: 'NB12345678',
      items: [line],
      total: gbp(23800),
      shipping: gbp(495),
      tax: gbp(3967),
      tenders: [
        { code: 'GIFT_CARD', amount: gbp(5000) },
        { code: 'LOYALTY_POINTS', amount: gbp(1000) },
        { code: 'CARD', amount: gbp(17800) },
      ],
    });
    expect(layer()[0]).toMatchObject({
      event: 'purchase',
      ecommerce: {
        currencyCode: 'GBP',
        purchase: {
          actionField: { id: 'NB12345678', revenue: 238, shipping: 4.95, tax: 39.67 },
          tenders: [
            { code: 'GIFT_CARD', amount: 50 },
            { code: 'LOYALTY_POINTS', amount: 10 },
            { code: 'CARD', amount: 178 },
          ],
        },
      },
    });
  });
});

describe('route names (spec §2)', () => {
  it('derives the name from the route name or path, cutting a locale suffix', () => {
    expect(analyticsRouteName('c-slug')).toBe('c_slug');
    expect(analyticsRouteName('/about-us')).toBe('about_us');
    expect(analyticsRouteName('/')).toBe('index');
    expect(analyticsRouteName('help___de-de')).toBe('help');
  });

  it('suppresses the generic page event on the pages that push their own', () => {
    for (const name of ['c-slug', 'cart', 'checkout', 'index', 'order-confirmation', 'p-slug', 'search', 'slug', 'help', 'help-slug', 'help-slug-child-slug']) {
      expect(isPageEventSuppressed(name), name).toBe(true);
    }
    for (const name of ['stores', 'account-dashboard', 'gift-card', 'favorites', 'newsletter-subscription'])
      expect(isPageEventSuppressed(name), name).toBe(false);
  });
});
