/** Where the visitor seems to be, and which country sites exist; both derived from contracts LOCALES. */
import { LOCALE_CODES, LOCALES, localizePath, type BrandKey, type LocaleCode, type LocalePathConfig } from '@sf/contracts';
import type { GeoCountry, GeoEntry } from '@sf/contracts';

export interface GeoRequestHints {
  /** Country a CDN or load balancer resolved from the client IP. */
  xCountry?: string;
  acceptLanguage?: string;
}

const countryName = (code: string, language = 'en'): string => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;

/** First region subtag of Accept-Language, e.g. "de-AT,de;q=0.9" → AT (q-values are ordered by browsers already). */
function regionFromAcceptLanguage(header: string): string | null {
  for (const part of header.split(',')) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(part.trim())?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

export function createGeoService(options: { brandOrigins: Readonly<Record<BrandKey, string>>; defaultBrand: BrandKey; localePaths: LocalePathConfig }) {
  return {
    /** x-country header, else Accept-Language region, else the default locale's country. */
    country(hints: GeoRequestHints): GeoCountry {
      const fromHeader = hints.xCountry && /^[a-z]{2}$/i.test(hints.xCountry) ? hints.xCountry.toUpperCase() : null;
      const code =
        fromHeader ?? (hints.acceptLanguage ? regionFromAcceptLanguage(hints.acceptLanguage) : null) ?? LOCALES[options.localePaths.defaultLocale].country;
      return { country: { code, name: countryName(code) } };
    },

    /** One entry per country, locales in contracts order, country named in its own (first) language. */
    /** Issue 24: `domain` is the brand's own host (BRAND_PUBLIC_URLS or derived from PUBLIC_URL). */
    locationSelector(brand: BrandKey = options.defaultBrand): GeoEntry[] {
      const host = new URL(options.brandOrigins[brand]).host;
      const byCountry = new Map<string, LocaleCode[]>();
      for (const code of LOCALE_CODES) byCountry.set(LOCALES[code].country, [...(byCountry.get(LOCALES[code].country) ?? []), code]);
      return [...byCountry.entries()].map(([countryCode, codes]) => ({
        countryCode,
        name: countryName(countryCode, LOCALES[codes[0] as LocaleCode].tag),
        domain: host,
        locales: codes.map((code) => ({ code, path: localizePath('/', code, options.localePaths) })),
        canvasDomain: host,
      }));
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
