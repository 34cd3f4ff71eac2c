/**
 * Which site a document request is for: the brand from the host name, the locale from the path prefix (or, with the
 * no_prefix strategy, the sf-locale cookie), and the locale-free path the route table works on.
 */
import { BRAND_KEYS, isLocaleCode, localizePath, parseLocalePath, type BrandKey, type LocaleCode, type LocalePathConfig } from '@sf/contracts';

export const LOCALE_COOKIE = 'sf-locale';

export type ResolvedSite = { kind: 'site'; brand: BrandKey; locale: LocaleCode; path: string } | { kind: 'redirect'; location: string };

export interface SiteRequest {
  hostname: string;
  pathname: string;
  search: string;
  localeCookie: string | undefined;
}

/**
 * A brand's configured origin host (BRAND_PUBLIC_URLS, e.g. kerbside-shoes.example → kerbside), else the first label
 * (kerbside.localhost or kerbside.example.com → kerbside); anything else → the default brand.
 */
export function brandFromHost(hostname: string, defaultBrand: BrandKey, originHosts?: ReadonlyMap<string, BrandKey>): BrandKey {
  const configured = originHosts?.get(hostname.toLowerCase());
  if (configured) return configured;
  const label = hostname.split('.')[0]?.toLowerCase() ?? '';
  return (BRAND_KEYS as string[]).includes(label) ? (label as BrandKey) : defaultBrand;
}

export function resolveSite(
  request: SiteRequest,
  config: LocalePathConfig & { defaultBrand: BrandKey; originHosts?: ReadonlyMap<string, BrandKey> },
): ResolvedSite {
  const brand = brandFromHost(request.hostname, config.defaultBrand, config.originHosts);
  const parsed = parseLocalePath(request.pathname, config);
  if (config.strategy === 'no_prefix') {
    const cookie = request.localeCookie;
    return { kind: 'site', brand, locale: cookie && isLocaleCode(cookie) ? cookie : config.defaultLocale, path: parsed.path };
  }
  if (!parsed.locale) {
    // 'prefix' strategy and no locale in the URL: send the visitor to the default locale's copy of the page.
    return { kind: 'redirect', location: `${localizePath(request.pathname, config.defaultLocale, config)}${request.search}` };
  }
  return { kind: 'site', brand, locale: parsed.locale, path: parsed.path };
}
