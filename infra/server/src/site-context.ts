/** The site (brand + locale) an API call is for. Shared vocabulary of all modules, owned by none. */
import type { BrandKey, LocaleCode } from '@sf/contracts';

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

/**
 * The origin a brand's site is served on: the default brand on PUBLIC_URL itself, another brand on its own host name
 * below it (kerbside.localhost, kerbside.example.com), as the edge resolves brands from host names. Links in a
 * shopper's e-mails go there, so the session cookie and the passkeys (both per host) are the ones of that brand.
 */
export function brandOrigin(publicUrl: string, brand: string, defaultBrand: string): string {
  const url = new URL(publicUrl);
  if (brand !== defaultBrand) url.hostname = `${brand}.${url.hostname}`;
  return url.origin;
}
