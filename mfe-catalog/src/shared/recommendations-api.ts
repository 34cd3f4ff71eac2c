import type { ProductSummaryList, Recommendations } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { typedApiFor } from './catalog-api';

const PATH = '/api/personalisation/recommendations' as const;

/**
 * `GET /api/personalisation/recommendations` (issue 24): "Recommended for you" and the recently viewed products of
 * the visitor's stored profile. The answer depends on the request's cookies (targeting consent, visitor id), so it is
 * never cached by HTTP; within a page view one request serves the rail and recently viewed (same site, product and
 * consent), so a product page asks once.
 */
const pending = new Map<string, Promise<Recommendations>>();

export function fetchRecommendations(site: Pick<SiteInfo, 'brand' | 'locale'>, exclude: string | undefined, consentKey: string): Promise<Recommendations> {
  const key = `${site.brand}|${site.locale}|${exclude ?? ''}|${consentKey}`;
  let request = pending.get(key);
  if (!request) {
    request = typedApiFor(site).get(PATH, { query: exclude ? { exclude } : {} });
    pending.set(key, request);
    // Failed or done, the next page view asks again (a profile changes as the shopper browses).
    const forget = () => setTimeout(() => pending.delete(key), 1000);
    request.then(forget, forget);
  }
  return request;
}

/** This browser's list first, then the stored profile's (other tabs, earlier visits), once each, without `productId`. */
export const mergeViewed = (local: readonly string[], profile: readonly string[], productId: string, max: number) =>
  [...new Set([...local, ...profile])].filter((id) => id !== productId).slice(0, max);

/**
 * Recently viewed drawing on the personalisation profile (targeting consent): the browser's own list merged with the
 * profile's, as product cards. Asks the same request as the "Recommended for you" rail on the page.
 */
export async function recentlyViewedWithProfile(
  site: Pick<SiteInfo, 'brand' | 'locale'>,
  productId: string,
  local: readonly string[],
  max: number,
  signal: AbortSignal,
): Promise<ProductSummaryList> {
  const stored = await fetchRecommendations(site, productId, 'ttrue').then(
    (answer) => answer.recentlyViewed,
    () => [],
  );
  const ids = mergeViewed(local, stored, productId, max);
  return ids.length > 0 ? typedApiFor(site).get('/api/catalog/products', { query: { ids: ids.join(',') }, signal }) : { items: [] };
}
