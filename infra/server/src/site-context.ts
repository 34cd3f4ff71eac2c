/** The site (brand + locale) an API call is for. Shared vocabulary of all modules, owned by none. */
import { BRAND_KEYS, type BrandKey, type LocaleCode } from '@sf/remote-contract';

export interface SiteContext {
  brand: BrandKey;
  locale: LocaleCode;
}

/**
 * contracts' SiteQuerySchema validates brand and locale as enums but types them as string; after validation the
 * narrowing below is safe, and it keeps the cast in one place.
 */
export function siteContext(query: { brand: string; locale: string }): SiteContext {
  return { brand: query.brand as BrandKey, locale: query.locale as LocaleCode };
}

/** Issue 24: each brand's public base URL (scheme, host, port; no trailing slash). Links are built on it, never on Host. */
export type BrandOrigins = Readonly<Record<BrandKey, string>>;

const isIpAddress = (hostname: string): boolean => /^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith('[');

/**
 * The origin a brand's site is served on when BRAND_PUBLIC_URLS does not name it: the default brand on PUBLIC_URL
 * itself, another brand on its own host name below it (kerbside.localhost, kerbside.example.com), as the edge resolves
 * brands from host names. On an IP address (no sub-domains) the brand gets `<brand>.localhost` with the same port,
 * which browsers resolve to this machine. Links in a shopper's e-mails go there, so the session cookie and the
 * passkeys (both per host) are the ones of that brand.
 */
export function brandOrigin(publicUrl: string, brand: string, defaultBrand: string): string {
  if (brand === defaultBrand) return publicUrl.replace(/\/+$/, '');
  const url = new URL(publicUrl);
  url.hostname = isIpAddress(url.hostname) ? `${brand}.localhost` : `${brand}.${url.hostname}`;
  return url.origin;
}

/** Every brand's origin: the configured one (BRAND_PUBLIC_URLS), else the default above. */
export function brandOrigins(publicUrl: string, defaultBrand: BrandKey, configured: Partial<Record<BrandKey, string>>): BrandOrigins {
  return Object.fromEntries(
    BRAND_KEYS.map((brand) => [brand, configured[brand] ? new URL(configured[brand]).origin : brandOrigin(publicUrl, brand, defaultBrand)]),
  ) as Record<BrandKey, string>;
}

/** Host name → brand of every brand's origin, for the site resolver (it tries them before the first label). */
export function originHosts(origins: BrandOrigins): ReadonlyMap<string, BrandKey> {
  return new Map(BRAND_KEYS.map((brand) => [new URL(origins[brand]).hostname.toLowerCase(), brand]));
}

/**
 * The one host → brand rule of the whole server (documents, route rules, sitemaps, site files, location selector): a
 * brand's configured origin host (BRAND_PUBLIC_URLS, e.g. kerbside-shoes.example → kerbside), else the first label
 * (kerbside.localhost or kerbside.example.com → kerbside); anything else → the default brand.
 */
export function brandFromHost(hostname: string, defaultBrand: BrandKey, hosts?: ReadonlyMap<string, BrandKey>): BrandKey {
  const configured = hosts?.get(hostname.toLowerCase());
  if (configured) return configured;
  const label = hostname.split('.')[0]?.toLowerCase() ?? '';
  return (BRAND_KEYS as string[]).includes(label) ? (label as BrandKey) : defaultBrand;
}

/** brandFromHost bound to the server's configuration (its brand origins and default brand). */
export function brandOfHostFor(config: { brandOrigins: BrandOrigins; DEFAULT_BRAND: BrandKey }): (hostname: string) => BrandKey {
  const hosts = originHosts(config.brandOrigins);
  return (hostname) => brandFromHost(hostname, config.DEFAULT_BRAND, hosts);
}

/** A stored row's brand (plain text in the database) to its origin; an unknown brand gets the default brand's. */
export function originOfBrand(origins: BrandOrigins, brand: string, defaultBrand: BrandKey): string {
  return (BRAND_KEYS as string[]).includes(brand) ? origins[brand as BrandKey] : origins[defaultBrand];
}
