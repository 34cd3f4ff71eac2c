import i18next from 'i18next';
import type { LocalePayload } from '@sf/contracts';
import type { BrandKey, LocaleCode } from '@sf/remote-contract';
import { TEXT_NAMESPACE } from './i18n-namespaces';
import { createMissingKeyWarner } from './missing-key-warning';
import { fetchLocalePayloadFromServer, hasLocalePayload, languageTagOf, storeLocalePayload, type FetchLocalePayload } from './locale-payload';

export interface InitI18nOptions {
  locale: LocaleCode;
  /** The edge inlines it in DocumentState.i18n; pass it to avoid a round trip. */
  payload?: LocalePayload;
  /** Defaults to GET /fapi/i18n/{locale}[?brand=]. */
  fetchPayload?: FetchLocalePayload;
  brand?: BrandKey;
  /** Missing-key warnings are for developers; production stays quiet. Only the first init's value counts. */
  environment?: 'production' | 'development' | 'test';
}

export interface LoadLocaleOptions {
  fetchPayload?: FetchLocalePayload;
  brand?: BrandKey;
}

/**
 * Sets up the page's one i18next: the DEFAULT instance, because i18next is a Module Federation
 * shared singleton, so the shell and every remote translate through the same store. Safe to call from each remote:
 * only the first call configures i18next; later calls just make sure their locale is loaded and active.
 */
export async function initI18n(options: InitI18nOptions): Promise<void> {
  const { locale, environment = 'production' } = options;
  const payload = await resolvePayload(locale, options.payload, options);
  if (!i18next.isInitialized && !i18next.isInitializing) {
    await i18next.init({
      lng: languageTagOf(locale),
      ns: [TEXT_NAMESPACE],
      defaultNS: TEXT_NAMESPACE,
      // Server texts are a flat record with dotted keys (catalog.addToCart), not nested objects.
      keySeparator: false,
      nsSeparator: false,
      // No cross-language fallback: a missing key shows the key itself, never another language's text.
      fallbackLng: false,
      load: 'currentOnly',
      resources: {},
      // React escapes output; escaping here as well would show &amp; to shoppers.
      interpolation: { escapeValue: false },
      initAsync: false,
      saveMissing: environment !== 'production',
      missingKeyHandler: environment !== 'production' ? createMissingKeyWarner() : false,
    });
  }
  await activate(locale, payload);
}

/** Loads another locale's texts (from `payload` or the server) and switches every mounted component to it. */
export async function changeLocale(locale: LocaleCode, payload?: LocalePayload, options: LoadLocaleOptions = {}): Promise<void> {
  if (!i18next.isInitialized) throw new Error('changeLocale called before initI18n');
  await activate(locale, await resolvePayload(locale, payload, options));
}

/** null means "already loaded": a remote calling initI18n after the shell must not fetch the texts again. */
async function resolvePayload(locale: LocaleCode, payload: LocalePayload | undefined, options: LoadLocaleOptions): Promise<LocalePayload | null> {
  if (payload) return payload;
  if (hasLocalePayload(locale)) return null;
  const fetchPayload = options.fetchPayload ?? fetchLocalePayloadFromServer(options.brand);
  return fetchPayload(locale);
}

async function activate(locale: LocaleCode, payload: LocalePayload | null): Promise<void> {
  if (payload) storeLocalePayload(locale, payload);
  const tag = languageTagOf(locale);
  if (i18next.language !== tag) await i18next.changeLanguage(tag);
}

const storedPayloads = new Map<LocaleCode, LocalePayload>();

/**
 * Server rendering (issue 13): makes `locale` with `payload` the active language right now, synchronously, for the
 * synchronous render that follows. One process renders every site, so each render sets its own language first.
 */
export function activateLocaleNow(locale: LocaleCode, payload: LocalePayload): void {
  if (!i18next.isInitialized) throw new Error('activateLocaleNow called before initI18n');
  // The edge hands the same cached payload object to every render of a site: storing it again would deep-copy
  // ~20-60 KB of texts into the store on every server render for nothing.
  if (storedPayloads.get(locale) !== payload) {
    storeLocalePayload(locale, payload);
    storedPayloads.set(locale, payload);
  }
  const tag = languageTagOf(locale);
  // Resources are in the store, so i18next switches before changeLanguage returns (no backend to wait for).
  if (i18next.language !== tag) void i18next.changeLanguage(tag);
  if (i18next.language !== tag) throw new Error(`i18next did not switch to ${tag} synchronously`);
}
