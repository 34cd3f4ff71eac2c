/** Builds the locale payload (texts, URL aliases, default SEO, hreflang links) the shell boots with. */
import type { LocalePathConfig, LocalePayload } from '@sf/contracts';
import { BRANDS, LOCALE_CODES, LOCALES, type BrandKey, type Language, type LocaleCode } from '@sf/remote-contract';
import { LOCALIZED_ALIASES, publicPathOf } from '@sf/contracts/navigation-rules';
import { defaultSeo } from './seo';
import { readTexts } from './text-catalog';

export interface I18nServiceOptions {
  /** Issue 24: hreflang links point at the brand's own origin. */
  brandOrigins: Readonly<Record<BrandKey, string>>;
  localePaths: LocalePathConfig;
  /** Production keeps texts in memory; development re-reads files so edits show on reload. */
  cacheTexts: boolean;
}

export function createI18nService(options: I18nServiceOptions) {
  const cache = new Map<Language, Record<string, string>>();
  const payloads = new Map<string, LocalePayload>();

  function texts(language: Language): Record<string, string> {
    const cached = cache.get(language);
    if (cached) return cached;
    const loaded = readTexts(language);
    if (options.cacheTexts) cache.set(language, loaded);
    return loaded;
  }

  /** Absolute URL of a locale-free path of the brand's site in every locale, plus x-default (the default locale), for hreflang. */
  function alternateLinks(path: string, brand: BrandKey): LocalePayload['alternateLinks'] {
    const href = (locale: LocaleCode) => `${options.brandOrigins[brand]}${publicPathOf(path, locale, options.localePaths)}`;
    return [
      ...LOCALE_CODES.map((locale) => ({ hreflang: LOCALES[locale].tag, href: href(locale) })),
      { hreflang: 'x-default', href: href(options.localePaths.defaultLocale) },
    ];
  }

  return {
    texts,
    alternateLinks,
    seo: (brand: BrandKey, locale: LocaleCode) => defaultSeo(brand, LOCALES[locale].language),

    /**
     * Every document inlines this payload (the namespaces its first screen reads), so with cached texts it is built
     * once per brand × locale × namespaces. Without `namespaces`: every text.
     */
    payload(locale: LocaleCode, brand: BrandKey, namespaces?: readonly string[]): LocalePayload {
      const wanted = namespaces ? [...new Set(namespaces)].sort() : null;
      const key = `${brand}:${locale}:${wanted?.join(',') ?? '*'}`;
      const cached = payloads.get(key);
      if (cached) return cached;
      const brandName = BRANDS[brand].name;
      const inWanted = (textKey: string) => wanted === null || wanted.includes(textKey.slice(0, textKey.indexOf('.')));
      const localized = Object.fromEntries(
        Object.entries(texts(LOCALES[locale].language))
          .filter(([textKey]) => inWanted(textKey))
          .map(([textKey, value]) => [textKey, value.replaceAll('{{brandName}}', brandName)]),
      );
      const payload: LocalePayload = {
        // Spec §2 rule 3: links are written in the local form (contracts LOCALIZED_ALIASES; the edge reads it back).
        urls: { ...LOCALIZED_ALIASES[LOCALES[locale].language] },
        texts: localized,
        seo: defaultSeo(brand, LOCALES[locale].language),
        alternateLinks: alternateLinks('/', brand),
        ...(wanted ? { namespaces: wanted } : {}),
      };
      if (options.cacheTexts) payloads.set(key, payload);
      return payload;
    },
  };
}

export type I18nService = ReturnType<typeof createI18nService>;
