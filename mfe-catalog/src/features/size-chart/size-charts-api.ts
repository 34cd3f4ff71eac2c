import type { SizeCharts } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { typedApiFor } from '../../shared/catalog-api';

/** Charts change with a release, not per visit: one request per site and page life, forgotten when it fails. */
const cache = new Map<string, Promise<SizeCharts>>();

export function loadSizeCharts(site: Pick<SiteInfo, 'brand' | 'locale'>): Promise<SizeCharts> {
  const key = `${site.brand}:${site.locale}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const request = typedApiFor(site).get('/api/catalog/size-charts');
  cache.set(key, request);
  request.catch(() => cache.delete(key));
  return request;
}

/** Tests start from an empty cache. */
export const clearSizeChartCache = () => cache.clear();
