import { createApiClient, siteQuery } from '@sf/api-client';
import type { Order, OrderSummary, SiteInfo } from '@sf/contracts';

/** The guest order endpoints; every one needs the order number and its e-mail address together. */
export const ORDER_PATHS = {
  lookup: '/api/orders/lookup',
  order: (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}`,
  returnLabel: (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/return-label.pdf`,
} as const;

export function ordersApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const client = createApiClient({ defaultQuery: () => siteQuery(site) });
  return {
    lookup: (email: string, orderNumber: string) => client.post<OrderSummary>(ORDER_PATHS.lookup, { email, orderNumber }),
    order: (orderNumber: string, email: string, signal?: AbortSignal) => client.get<Order>(ORDER_PATHS.order(orderNumber), { query: { email }, signal }),
    /** A plain link: the browser downloads the PDF itself. */
    returnLabelUrl: (orderNumber: string, email: string) =>
      `${ORDER_PATHS.returnLabel(orderNumber)}?${new URLSearchParams({ email, brand: site.brand, locale: site.locale }).toString()}`,
  };
}

/** Order numbers are typed by people: spaces dropped, letters upper-cased. */
export const normaliseOrderNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** Spec §2: /order-details needs email or orderNumber; without either it goes to /order-status. */
export function detailsQuery(query: Record<string, string | undefined>): { email: string; orderNumber: string } | 'redirect' | 'incomplete' {
  const email = (query.email ?? '').trim();
  const orderNumber = normaliseOrderNumber(query.orderNumber ?? '');
  if (!email && !orderNumber) return 'redirect';
  if (!email || !orderNumber) return 'incomplete';
  return { email, orderNumber };
}
