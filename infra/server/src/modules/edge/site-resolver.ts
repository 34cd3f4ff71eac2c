/**
 * Which site a document request is for: the brand from the host name, the locale from the path prefix (or, with the
 * no_prefix strategy, the sf-locale cookie), and the locale-free path the route table works on: a localized alias
 * of the locale's language (spec §2 rule 3, contracts LOCALIZED_ALIASES) is read as its canonical path, so
 * `/de-de/hilfe` is the `/help` page, as in the shell's router.
 */
import { localizePath, parseLocalePath, type LocalePathConfig } from '@sf/contracts';
import { isLocaleCode, LOCALES, type BrandKey, type LocaleCode } from '@sf/remote-contract';
import { canonicalOfPath } from '@sf/contracts/navigation-rules';
import { brandFromHost } from '../../site-context';

export const LOCALE_COOKIE = 'sf-locale';

export type ResolvedSite = { kind: 'site'; brand: BrandKey; locale: LocaleCode; path: string } | { kind: 'redirect'; location: string };

export interface SiteRequest {
  hostname: string;
  pathname: string;
  search: string;
  localeCookie: string | undefined;
}

export function resolveSite(
  request: SiteRequest,
  config: LocalePathConfig & { defaultBrand: BrandKey; originHosts?: ReadonlyMap<string, BrandKey> },
): ResolvedSite {
  const brand = brandFromHost(request.hostname, config.defaultBrand, config.originHosts);
  const parsed = parseLocalePath(request.pathname, config);
  if (config.strategy === 'no_prefix') {
    const cookie = request.localeCookie;
    const locale = cookie && isLocaleCode(cookie) ? cookie : config.defaultLocale;
    return { kind: 'site', brand, locale, path: canonicalOfPath(parsed.path, LOCALES[locale].language) };
  }
  if (!parsed.locale) {
    // 'prefix' strategy and no locale in the URL: send the visitor to the default locale's copy of the page.
    return { kind: 'redirect', location: `${localizePath(request.pathname, config.defaultLocale, config)}${request.search}` };
  }
  return { kind: 'site', brand, locale: parsed.locale, path: canonicalOfPath(parsed.path, LOCALES[parsed.locale].language) };
}
