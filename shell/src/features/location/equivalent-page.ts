/**
 * The same page on another country site: the current canonical path in the other locale's public form (prefix and
 * local alias); when that page does not exist there (a CMS page or product only one site has), its home page.
 * Loaded when a shopper picks another site (footer switcher, country prompt), not with the page.
 */
import { localizePath, parseLocalePath } from '@sf/contracts';
import { LOCALES, type LocaleCode, type SiteInfo } from '@sf/remote-contract';
import { canonicalOfPath, publicPathOf } from '@sf/contracts/navigation-rules';

/** The sf-locale cookie the edge reads under the no_prefix strategy (site-resolver.ts). */
const LOCALE_COOKIE = 'sf-locale';

export function equivalentPath(pathname: string, search: string, site: SiteInfo, locale: LocaleCode): string {
  const config = { strategy: site.prefixStrategy, defaultLocale: site.defaultLocale };
  const { path } = parseLocalePath(pathname, config);
  return `${publicPathOf(canonicalOfPath(path, site.language), locale, config)}${search}`;
}

/** Whether the page exists on the other site (HEAD; a redirect followed counts as existing). Unknown: assume it does. */
async function exists(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', redirect: 'follow', credentials: 'same-origin' });
    return response.status !== 404 && response.status !== 410;
  } catch {
    return true;
  }
}

export async function goToEquivalentPage(site: SiteInfo, locale: LocaleCode): Promise<void> {
  const config = { strategy: site.prefixStrategy, defaultLocale: site.defaultLocale };
  const target = equivalentPath(window.location.pathname, window.location.search, site, locale);
  // The no_prefix strategy keeps the locale in a cookie the server reads. A plain write: the Cookie Store API is not in
  // every browser we serve, and the value is one of our locale codes.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  if (site.prefixStrategy === 'no_prefix') document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  const url = (await exists(target)) ? target : localizePath('/', locale, config);
  // A new site is a new document: its texts, currency and flags come with it.
  window.location.assign(url);
}

/** The country site to suggest for a country: the one in the current language if there is one, else its first. */
export function siteForCountry(country: string, current: SiteInfo): LocaleCode | null {
  const candidates = (Object.keys(LOCALES) as LocaleCode[]).filter((code) => LOCALES[code].country === country);
  return candidates.find((code) => LOCALES[code].language === current.language) ?? candidates[0] ?? null;
}
