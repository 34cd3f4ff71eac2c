/** Where the visitor seems to be, and which country sites exist; both derived from contracts LOCALES. */
import { localizePath, type LocalePathConfig } from '@sf/contracts';
import { LOCALE_CODES, LOCALES, type BrandKey, type LocaleCode } from '@sf/remote-contract';
import type { GeoCountry, GeoEntry } from '@sf/contracts';

export interface GeoRequestHints {
  /** Country the CDN or load balancer resolved (GEO_COUNTRY_HEADER), only when it came through a trusted proxy. */
  edgeCountry?: string | null;
  /** The client address (request.ip: the forwarded one only through trusted proxies). */
  ip?: string;
  acceptLanguage?: string;
}

/** Looks an address up in the offline geo-IP database; null when it is unknown (private, loopback, unlisted). */
export type CountryOfAddress = (ip: string) => string | null;

const countryName = (code: string, language = 'en'): string => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;

/** First region subtag of Accept-Language, e.g. "de-AT,de;q=0.9" → AT (q-values are ordered by browsers already). */
function regionFromAcceptLanguage(header: string): string | null {
  for (const part of header.split(',')) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(part.trim())?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

/** An ISO 3166-1 alpha-2 code as CDNs send it; `XX`/`T1` (unknown, Tor) and anything else are no answer. */
function isoCountry(value: string | null | undefined): string | null {
  if (!value || !/^[a-z]{2}$/i.test(value)) return null;
  const code = value.toUpperCase();
  return code === 'XX' || code === 'ZZ' ? null : code;
}

/**
 * The offline geo-IP database (geoip-country: MaxMind GeoLite2 country data inside the npm package, nothing downloaded
 * at install or run time). Its 8 MB of data are read on the first lookup, not at boot.
 */
export async function loadGeoIpDatabase(): Promise<CountryOfAddress> {
  const { default: geoip } = await import('geoip-country');
  return (ip) => isoCountry(geoip.lookup(ip)?.country);
}

export function createGeoService(options: {
  brandOrigins: Readonly<Record<BrandKey, string>>;
  defaultBrand: BrandKey;
  localePaths: LocalePathConfig;
  countryOfAddress?: () => Promise<CountryOfAddress>;
}) {
  let database: Promise<CountryOfAddress> | null = null;
  const lookup = async (ip: string): Promise<string | null> => {
    database ??= (options.countryOfAddress ?? loadGeoIpDatabase)();
    return (await database)(ip);
  };

  return {
    /**
     * The edge's country header (trusted proxies only), else the geo-IP database on the client address, else the
     * Accept-Language region, else the default locale's country. `source` says which: the shell's country prompt
     * trusts only `edge` and `ip` (a browser's language is no location).
     */
    async country(hints: GeoRequestHints): Promise<GeoCountry> {
      const fromEdge = isoCountry(hints.edgeCountry);
      const fromAddress = fromEdge ? null : hints.ip ? await lookup(hints.ip) : null;
      const fromLanguage = fromEdge || fromAddress ? null : hints.acceptLanguage ? regionFromAcceptLanguage(hints.acceptLanguage) : null;
      const code = fromEdge ?? fromAddress ?? fromLanguage ?? LOCALES[options.localePaths.defaultLocale].country;
      const source = fromEdge ? 'edge' : fromAddress ? 'ip' : fromLanguage ? 'language' : 'default';
      return { country: { code, name: countryName(code) }, source };
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
