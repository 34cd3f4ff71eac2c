import i18next from 'i18next';
import type { LocalePayload } from '@sf/contracts';
import { LOCALES, type BrandKey, type LocaleCode } from '@sf/remote-contract';
import { PAYLOAD_NAMESPACE, TEXT_NAMESPACE } from './i18n-namespaces';
import { noteLoadedNamespaces } from './text-namespaces';

export type FetchLocalePayload = (locale: LocaleCode) => Promise<LocalePayload>;

type PayloadMeta = Omit<LocalePayload, 'texts'>;

/** i18next's language is the BCP 47 tag (Intl plural rules and formats need it), not our locale code. */
export const languageTagOf = (locale: LocaleCode): string => LOCALES[locale].tag;

export function localeOfLanguageTag(tag: string): LocaleCode | null {
  const match = Object.entries(LOCALES).find(([, info]) => info.tag === tag);
  return match ? (match[0] as LocaleCode) : null;
}

/** Spec §7: GET /fapi/i18n/{locale}, same origin; `brand` selects brand-specific wording when given. */
export function fetchLocalePayloadFromServer(brand?: BrandKey): FetchLocalePayload {
  return async (locale) => {
    const url = `/fapi/i18n/${locale}${brand ? `?brand=${encodeURIComponent(brand)}` : ''}`;
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url} failed: ${response.status} ${response.statusText}`);
    return (await response.json()) as LocalePayload;
  };
}

export function hasLocalePayload(locale: LocaleCode): boolean {
  return i18next.isInitialized && i18next.hasResourceBundle(languageTagOf(locale), TEXT_NAMESPACE);
}

/** Requires an initialized i18next (the store does not exist before init). */
export function storeLocalePayload(locale: LocaleCode, payload: LocalePayload): void {
  const tag = languageTagOf(locale);
  const { texts, ...meta } = payload;
  // overwrite: a newer payload for the same locale replaces stale texts.
  i18next.addResourceBundle(tag, TEXT_NAMESPACE, texts, false, true);
  i18next.addResourceBundle(tag, PAYLOAD_NAMESPACE, meta, false, true);
  noteLoadedNamespaces(locale, payload);
}

/** The loaded payload of a locale (default: the active one), or null before it is loaded. */
export function getLocalePayload(locale: LocaleCode | null = currentLocale()): LocalePayload | null {
  if (!locale || !hasLocalePayload(locale)) return null;
  const tag = languageTagOf(locale);
  const meta = i18next.getResourceBundle(tag, PAYLOAD_NAMESPACE) as PayloadMeta;
  const texts = i18next.getResourceBundle(tag, TEXT_NAMESPACE) as Record<string, string>;
  return { ...meta, texts };
}

export function currentLocale(): LocaleCode | null {
  return i18next.isInitialized ? localeOfLanguageTag(i18next.language) : null;
}

/**
 * Maps a locale-free path to its localized alias (payload `urls`, e.g. /help → /hilfe), keeping any query or hash.
 * Identity when the path has no alias or nothing is loaded. The locale prefix is not added here.
 */
export function localizedUrl(path: string): string {
  const urls = getLocalePayload()?.urls;
  if (!urls) return path;
  const suffixAt = path.search(/[?#]/);
  const pathname = suffixAt === -1 ? path : path.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : path.slice(suffixAt);
  return `${urls[pathname] ?? pathname}${suffix}`;
}
