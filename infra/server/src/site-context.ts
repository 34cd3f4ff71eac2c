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
