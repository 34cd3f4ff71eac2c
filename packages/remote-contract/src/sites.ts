/** Brands, locales and the URL strategy: pure data shared by the edge, the shell and every remote. */

export const BRANDS = {
  northbound: { name: 'Northbound', range: 'Boots and outdoor footwear', productIdPrefix: 'NB' },
  kerbside: { name: 'Kerbside', range: 'Sneakers and skate', productIdPrefix: 'KS' },
  fieldwear: { name: 'Fieldwear', range: 'Outdoor apparel', productIdPrefix: 'FW' },
} as const;
export type BrandKey = keyof typeof BRANDS;
export const BRAND_KEYS = Object.keys(BRANDS) as BrandKey[];

export type Currency = 'GBP' | 'EUR' | 'PLN' | 'CHF' | 'USD' | 'CAD';
export type Language = 'en' | 'de' | 'fr' | 'it' | 'es' | 'nl' | 'pl' | 'pt';
export type Region = 'EMEA' | 'NA';

export interface LocaleInfo {
  country: string;
  language: Language;
  currency: Currency;
  region: Region;
  /** BCP 47 tag used for Intl formatting and hreflang. */
  tag: string;
}

export const LOCALES = {
  'uk-en': { country: 'GB', language: 'en', currency: 'GBP', region: 'EMEA', tag: 'en-GB' },
  'de-de': { country: 'DE', language: 'de', currency: 'EUR', region: 'EMEA', tag: 'de-DE' },
  'fr-fr': { country: 'FR', language: 'fr', currency: 'EUR', region: 'EMEA', tag: 'fr-FR' },
  'it-it': { country: 'IT', language: 'it', currency: 'EUR', region: 'EMEA', tag: 'it-IT' },
  'es-es': { country: 'ES', language: 'es', currency: 'EUR', region: 'EMEA', tag: 'es-ES' },
  'nl-nl': { country: 'NL', language: 'nl', currency: 'EUR', region: 'EMEA', tag: 'nl-NL' },
  'pl-pl': { country: 'PL', language: 'pl', currency: 'PLN', region: 'EMEA', tag: 'pl-PL' },
  'pt-pt': { country: 'PT', language: 'pt', currency: 'EUR', region: 'EMEA', tag: 'pt-PT' },
  'at-de': { country: 'AT', language: 'de', currency: 'EUR', region: 'EMEA', tag: 'de-AT' },
  'be-nl': { country: 'BE', language: 'nl', currency: 'EUR', region: 'EMEA', tag: 'nl-BE' },
  'ch-fr': { country: 'CH', language: 'fr', currency: 'CHF', region: 'EMEA', tag: 'fr-CH' },
  'us-en': { country: 'US', language: 'en', currency: 'USD', region: 'NA', tag: 'en-US' },
  'us-es': { country: 'US', language: 'es', currency: 'USD', region: 'NA', tag: 'es-US' },
  'ca-en': { country: 'CA', language: 'en', currency: 'CAD', region: 'NA', tag: 'en-CA' },
  'ca-fr': { country: 'CA', language: 'fr', currency: 'CAD', region: 'NA', tag: 'fr-CA' },
} as const satisfies Record<string, LocaleInfo>;
export type LocaleCode = keyof typeof LOCALES;
export const LOCALE_CODES = Object.keys(LOCALES) as LocaleCode[];
export const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl', 'pt'];

export function isLocaleCode(value: string): value is LocaleCode {
  return Object.hasOwn(LOCALES, value);
}

/** Spec §1: EMEA uses en-gb as its region locale, any other region en-us. */
export function regionLocale(region: Region): 'en-gb' | 'en-us' {
  return region === 'EMEA' ? 'en-gb' : 'en-us';
}

export type PrefixStrategy = 'no_prefix' | 'prefix_except_default' | 'prefix';
export const PREFIX_STRATEGIES: readonly PrefixStrategy[] = ['no_prefix', 'prefix_except_default', 'prefix'];

export interface SiteInfo {
  brand: BrandKey;
  brandName: string;
  locale: LocaleCode;
  country: string;
  language: Language;
  currency: Currency;
  region: Region;
  tag: string;
  defaultLocale: LocaleCode;
  prefixStrategy: PrefixStrategy;
}

export function siteInfo(brand: BrandKey, locale: LocaleCode, defaultLocale: LocaleCode, prefixStrategy: PrefixStrategy): SiteInfo {
  const info = LOCALES[locale];
  return { brand, brandName: BRANDS[brand].name, locale, ...info, defaultLocale, prefixStrategy };
}
