import { createApiClient, siteQuery, typedApi } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';

/** The signed-in shopper's own orders (contracts `api/account.ts`); another shopper's order number is a 404. */
export const ACCOUNT_ORDER_PATHS = {
  history: '/api/account/orders',
  order: '/api/account/orders/{orderNumber}',
} as const;

export const HISTORY_PAGE_SIZE = 10;

export function accountOrdersApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const api = typedApi(createApiClient({ defaultQuery: () => siteQuery(site) }));
  return {
    history: (page: number, pageSize = HISTORY_PAGE_SIZE, signal?: AbortSignal) => api.get(ACCOUNT_ORDER_PATHS.history, { query: { page, pageSize }, signal }),
    order: (orderNumber: string, signal?: AbortSignal) => api.get(ACCOUNT_ORDER_PATHS.order, { path: { orderNumber }, signal }),
  };
}

/** `?page=` of the history URL: a whole number from 1, anything else is page 1. */
export function historyPage(query: Record<string, string | undefined>): number {
  const value = Number(query.page);
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

/** The order number at the end of `/account/order-details/<number>`, or null. */
export function orderNumberFromPath(path: string): string | null {
  const match = /^\/account\/order-details\/([A-Z]{2}\d{8})\/?$/.exec(path);
  return match ? match[1]! : null;
}
