import { createApiClient, siteQuery, typedApi } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';

/** What the dashboard shows, each part loaded on its own so one slow or failing part does not hold up the others. */
export const DASHBOARD_PATHS = {
  orders: '/api/account/orders',
  addresses: '/api/account/addresses',
  loyalty: '/api/loyalty',
} as const;

export const RECENT_ORDERS = 3;

export function dashboardApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const api = typedApi(createApiClient({ defaultQuery: () => siteQuery(site) }));
  return {
    recentOrders: (signal?: AbortSignal) => api.get(DASHBOARD_PATHS.orders, { query: { page: 1, pageSize: RECENT_ORDERS }, signal }),
    addresses: (signal?: AbortSignal) => api.get(DASHBOARD_PATHS.addresses, { signal }),
    /** A non-member gets `member: false` (not a 404): the dashboard then leaves the loyalty card out. */
    loyalty: (signal?: AbortSignal) => api.get(DASHBOARD_PATHS.loyalty, { query: { page: 1, pageSize: 1 }, signal }),
  };
}
