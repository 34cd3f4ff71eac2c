import type { BrandKey, LocaleCode, SiteInfo } from '@sf/remote-contract';

/** A type alias (not an interface) so it fits `defaultQuery`'s Record<string, string>. */
export type SiteQuery = {
  brand: BrandKey;
  locale: LocaleCode;
};

/**
 * Every API call names its site (contracts SiteQuerySchema). The client never reads `$site` itself, so callers
 * wire it: `createApiClient({ defaultQuery: () => siteQuery($site.get()!) })`.
 */
export function siteQuery(site: Pick<SiteInfo, 'brand' | 'locale'>): SiteQuery {
  return { brand: site.brand, locale: site.locale };
}
