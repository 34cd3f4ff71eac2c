/**
 * Spec §3/§4 analytics of the basket remote: the cart page reports its page data, the cart load (once per browsing
 * session) and checkout step 1 (0 when empty); checkout reports steps 2-4 as the shopper moves on; the confirmation
 * reports the purchase with its tenders. Pushes go through @sf/analytics, the only writer of the data layer.
 */
import { useEffect } from 'react';
import type { Basket, Order } from '@sf/contracts';
import type { AnalyticsCartLine, AnalyticsCheckoutStep } from '@sf/analytics';

/**
 * The data-layer writers load with the first push, not with the cart page (first-load budget): the pushes of one
 * effect run in order inside one `then`, and a chunk that fails to load costs an analytics entry, never the page.
 */
function withAnalytics(use: (analytics: typeof import('@sf/analytics')) => void): void {
  import(/* webpackChunkName: "basket-analytics" */ '@sf/analytics').then(use, () => {});
}

type Line = Pick<Basket['items'][number], 'productId' | 'name' | 'variantId' | 'quantity' | 'unitPrice'>;

export const cartLines = (items: readonly Line[]): AnalyticsCartLine[] =>
  items.map((item) => ({ id: item.productId, name: item.name, variant: item.variantId, quantity: item.quantity, price: item.unitPrice }));

let reportedPage = false;

/** The cart page's page data (once per page load of this chunk), cart load (once per session) and step 1 (0 when empty). */
export function reportCartPage(basket: Basket | null, title: string): void {
  const items = basket ? cartLines(basket.items) : [];
  const load =
    basket && items.length > 0
      ? {
          items,
          itemTotal: { amount: basket.totals.merchandiseTotal, currency: basket.currency },
          discount: { amount: basket.totals.orderDiscount, currency: basket.currency },
        }
      : null;
  withAnalytics(({ pushCartLoad, pushCheckoutStep, pushPageData }) => {
    if (!reportedPage) pushPageData({ pageType: 'Cart', pageName: 'Cart', pageTitle: title });
    reportedPage = true;
    if (load) pushCartLoad(load);
    pushCheckoutStep(1, items);
  });
}

/** Checkout steps 2-4 (and 0 if the basket empties), each time the step changes. */
export function useCheckoutStepAnalytics(basket: Basket, step: AnalyticsCheckoutStep): void {
  useEffect(() => {
    const items = cartLines(basket.items);
    withAnalytics(({ pushCheckoutStep }) => pushCheckoutStep(step, items));
  }, [step]);
}

/** Spec §3 payment codes as the data layer names them. */
export function orderTenders(order: Order) {
  return order.paymentMethod.map((method) => ({ code: method.code, amount: { amount: method.additionalData.amount, currency: order.totals.currency } }));
}

/** Whether this tab already reported the order (a reload of the confirmation must not count a second purchase). */
function reportedBefore(orderNumber: string): boolean {
  const key = `sf-analytics-purchase:${orderNumber}`;
  try {
    if (sessionStorage.getItem(key)) return true;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused: report; a rare double count beats never counting.
  }
  return false;
}

/** The confirmation's page data (pageType Order) and, once per order and tab, its purchase. */
export function pushOrderConfirmation(order: Order, title: string): void {
  const money = (amount: number) => ({ amount, currency: order.totals.currency });
  const firstReport = !reportedBefore(order.orderNumber);
  withAnalytics(({ pushPageData, pushPurchase }) => {
    pushPageData({ pageType: 'Order', pageName: 'OrderConfirmation', pageTitle: title });
    if (!firstReport) return;
    pushPurchase({
      orderNumber: order.orderNumber,
      items: cartLines(order.items),
      total: money(order.totals.total),
      shipping: money(order.totals.shipping),
      tax: money(order.totals.merchandiseTotalTax),
      tenders: orderTenders(order),
    });
  });
}
