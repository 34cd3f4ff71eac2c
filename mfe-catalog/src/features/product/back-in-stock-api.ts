import type { SiteInfo } from '@sf/contracts';
import { apiClientFor } from '../../shared/catalog-api';

/** Contracts BackInStockResultSchema. */
export interface BackInStockResult {
  subscribed: true;
  variantId: string;
}

/** "Notify me": stored once per variant and e-mail (201 the first time, 200 after). */
export function subscribeBackInStock(site: Pick<SiteInfo, 'brand' | 'locale'>, variantId: string, email: string): Promise<BackInStockResult> {
  return apiClientFor(site).post<BackInStockResult>('/api/catalog/back-in-stock', { brand: site.brand, locale: site.locale, variantId, email });
}
