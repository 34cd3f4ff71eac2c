import { createApiClient, siteQuery, typedApi, type ApiResponse } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';

/** The guest order endpoints; every one needs the order number and its e-mail address together. */
export const ORDER_PATHS = {
  lookup: '/api/orders/lookup',
  order: '/api/orders/{orderNumber}',
  returnLabel: (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/return-label.pdf`,
} as const;

/** A guest's order as the server's document declares it. */
export type GuestOrder = ApiResponse<typeof ORDER_PATHS.order, 'get'>;

export function ordersApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const api = typedApi(createApiClient({ defaultQuery: () => siteQuery(site) }));
  return {
    lookup: (email: string, orderNumber: string) => api.post(ORDER_PATHS.lookup, { body: { email, orderNumber } }),
    order: (orderNumber: string, email: string, signal?: AbortSignal) => api.get(ORDER_PATHS.order, { path: { orderNumber }, query: { email }, signal }),
    /** A plain link: the browser downloads the PDF itself. */
    returnLabelUrl: (orderNumber: string, email: string) =>
      `${ORDER_PATHS.returnLabel(orderNumber)}?${new URLSearchParams({ email, brand: site.brand, locale: site.locale }).toString()}`,
  };
}

export type OrdersApi = ReturnType<typeof ordersApi>;

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
