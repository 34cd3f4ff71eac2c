import type { SiteInfo } from '@sf/remote-contract';
import type { ApiResponse } from '@sf/api-client';
import { typedApiFor } from '../../shared/catalog-api';

export type BackInStockResult = ApiResponse<'/api/catalog/back-in-stock', 'post'>;

/** "Notify me": stored once per variant and e-mail (201 the first time, 200 after). */
export function subscribeBackInStock(site: Pick<SiteInfo, 'brand' | 'locale'>, variantId: string, email: string): Promise<BackInStockResult> {
  return typedApiFor(site).post('/api/catalog/back-in-stock', { body: { brand: site.brand, locale: site.locale, variantId, email } });
}
