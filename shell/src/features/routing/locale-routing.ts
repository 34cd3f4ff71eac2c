import { localizePath, parseLocalePath } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';

/** The router works on locale-free paths; the locale prefix (per the site's strategy) is its basename. */
export function routerBasename(pathname: string, site: SiteInfo): string {
  const config = { strategy: site.prefixStrategy, defaultLocale: site.defaultLocale };
  const { locale } = parseLocalePath(pathname, config);
  if (!locale || site.prefixStrategy === 'no_prefix') return '/';
  const prefix = localizePath('/', locale, config);
  return prefix === '/' ? '/' : prefix;
}
