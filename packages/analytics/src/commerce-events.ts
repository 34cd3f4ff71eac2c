/**
 * Spec §3/§4 basket and checkout analytics: add to cart, the cart load (reported once per browsing session), the
 * checkout steps 0-4 and the purchase with its tenders. Prices travel in minor units and are pushed in major units.
 */
import type { Money } from '@sf/contracts';
import { pushToDataLayer } from './data-layer';
import { resolveSite, type AnalyticsSite } from './site-context';

const major = (amount: number) => Math.round(amount) / 100;

export interface AnalyticsCartLine {
  id: string;
  name: string;
  variant?: string;
  quantity: number;
  /** Unit price as charged. */
  price?: Money;
}

const line = (item: AnalyticsCartLine) => ({
  id: item.id,
  name: item.name,
  variant: item.variant ?? null,
  quantity: item.quantity,
  price: item.price ? major(item.price.amount) : null,
});

/** A product put into the basket (from the product page, quick shop or a list). */
export function pushAddToCart(item: AnalyticsCartLine, site?: AnalyticsSite): void {
  const resolved = resolveSite(site);
  if (!resolved) return;
  pushToDataLayer({ event: 'addToCart', ecommerce: { currencyCode: resolved.currency, add: { products: [line(item)] } } });
}

/** sessionStorage key: the browsing session already reported its cart load (spec §4 "cart load reported once per session"). */
export const CART_LOAD_REPORTED_KEY = 'sf-analytics-cart-load';

export interface CartLoad {
  items: readonly AnalyticsCartLine[];
  /** Item total (merchandise) and discount, minor units. */
  itemTotal: Money;
  discount?: Money;
}

/** Reads and writes the once-per-session mark; a browser that refuses storage reports every time rather than never. */
function firstInSession(key: string): boolean {
  const storage = (globalThis as { sessionStorage?: Storage }).sessionStorage;
  try {
    if (!storage || storage.getItem(key)) return !storage;
    storage.setItem(key, '1');
  } catch {
    // Storage disabled: fall through and report.
  }
  return true;
}

/** The basket as loaded on the cart page, once per browsing session; returns whether it pushed. */
export function pushCartLoad(cart: CartLoad, site?: AnalyticsSite): boolean {
  const resolved = resolveSite(site);
  if (!resolved || !firstInSession(CART_LOAD_REPORTED_KEY)) return false;
  pushToDataLayer({
    event: 'cartLoad',
    ecommerce: {
      currencyCode: resolved.currency,
      cart: { itemTotal: major(cart.itemTotal.amount), discount: major(cart.discount?.amount ?? 0), products: cart.items.map(line) },
    },
  });
  return true;
}

/** Spec §4 checkout steps: empty cart 0, cart 1, shipping 2, billing 3, summary 4. */
export const CHECKOUT_STEP_NAMES = ['empty', 'cart', 'shipping', 'billing', 'summary'] as const;
export type AnalyticsCheckoutStep = 0 | 1 | 2 | 3 | 4;

export function pushCheckoutStep(step: AnalyticsCheckoutStep, items: readonly AnalyticsCartLine[], site?: AnalyticsSite): void {
  const resolved = resolveSite(site);
  if (!resolved) return;
  // Spec §4: an empty item list is step 0 whatever the page.
  const reported = items.length === 0 ? 0 : step;
  pushToDataLayer({
    event: 'checkoutStep',
    ecommerce: {
      currencyCode: resolved.currency,
      checkout: { actionField: { step: reported, option: CHECKOUT_STEP_NAMES[reported] }, products: items.map(line) },
    },
  });
}

/** Spec §3 payment codes (GIFT_CARD, LOYALTY_POINTS) and ours: CARD for every card payment, BNPL for buy now, pay later. */
export type AnalyticsTenderCode = 'GIFT_CARD' | 'LOYALTY_POINTS' | 'CARD' | 'BNPL';

export interface AnalyticsPurchase {
  orderNumber: string;
  items: readonly AnalyticsCartLine[];
  /** Order total, shipping and tax, minor units. */
  total: Money;
  shipping: Money;
  tax: Money;
  tenders: ReadonlyArray<{ code: AnalyticsTenderCode; amount: Money }>;
}

export function pushPurchase(order: AnalyticsPurchase, site?: AnalyticsSite): void {
  const resolved = resolveSite(site);
  if (!resolved) return;
  pushToDataLayer({
    event: 'purchase',
    ecommerce: {
      currencyCode: order.total.currency,
      purchase: {
        actionField: { id: order.orderNumber, revenue: major(order.total.amount), shipping: major(order.shipping.amount), tax: major(order.tax.amount) },
        tenders: order.tenders.map((tender) => ({ code: tender.code, amount: major(tender.amount.amount) })),
        products: order.items.map(line),
      },
    },
  });
}
