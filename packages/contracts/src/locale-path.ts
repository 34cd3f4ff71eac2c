import { isLocaleCode, type LocaleCode, type PrefixStrategy } from '@sf/remote-contract';

export interface LocalePathConfig {
  strategy: PrefixStrategy;
  defaultLocale: LocaleCode;
}

/** Splits `/de-de/p/x` into its locale and the locale-free path, following the prefix strategy. */
export function parseLocalePath(pathname: string, config: LocalePathConfig): { locale: LocaleCode | null; path: string } {
  const match = /^\/([a-z]{2}-[a-z]{2})(\/.*)?$/.exec(pathname);
  if (config.strategy !== 'no_prefix' && match && isLocaleCode(match[1] ?? '')) {
    return { locale: match[1] as LocaleCode, path: match[2] || '/' };
  }
  if (config.strategy === 'prefix') return { locale: null, path: pathname };
  return { locale: config.strategy === 'no_prefix' ? null : config.defaultLocale, path: pathname };
}

/** Builds the public URL path of a locale-free path for a locale. */
export function localizePath(path: string, locale: LocaleCode, config: LocalePathConfig): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (config.strategy === 'no_prefix') return clean;
  if (config.strategy === 'prefix_except_default' && locale === config.defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
