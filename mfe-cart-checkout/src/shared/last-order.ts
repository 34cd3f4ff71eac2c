/**
 * The order this tab just placed: written by checkout, read (and reset) by /order-confirmation. It carries the
 * e-mail so the confirmation can read the order without putting the address in the URL.
 */
export interface LastOrder {
  orderNumber: string;
  email: string;
}

const KEY = 'sf-last-order';

export function readLastOrder(): LastOrder | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LastOrder>;
    return typeof value.orderNumber === 'string' && typeof value.email === 'string' ? { orderNumber: value.orderNumber, email: value.email } : null;
  } catch {
    return null;
  }
}

export function writeLastOrder(order: LastOrder | null): void {
  try {
    if (order) globalThis.sessionStorage?.setItem(KEY, JSON.stringify(order));
    else globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    /* storage blocked: the confirmation then sends the shopper home */
  }
}
