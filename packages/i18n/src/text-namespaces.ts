import i18next from 'i18next';
import type { LocalePayload } from '@sf/contracts';
import type { BrandKey, LocaleCode } from '@sf/remote-contract';
import { TEXT_NAMESPACE } from './i18n-namespaces';
import { currentLocale, languageTagOf } from './locale-payload';

/**
 * Which text namespaces are loaded per locale ('all' after a full payload). A document inlines only what its first
 * screen reads (issue 13: the texts were 71 KB of a 115 KB product page); a remote that mounts later asks for its
 * own namespaces first (`ensureTextNamespaces`), once per locale.
 */
const loaded = new Map<LocaleCode, Set<string> | 'all'>();
const inFlight = new Map<string, Promise<void>>();

export function noteLoadedNamespaces(locale: LocaleCode, payload: Pick<LocalePayload, 'namespaces'>): void {
  const current = loaded.get(locale);
  if (!payload.namespaces) {
    loaded.set(locale, 'all');
    return;
  }
  if (current === 'all') return;
  loaded.set(locale, new Set([...(current ?? []), ...payload.namespaces]));
}

function missingOf(locale: LocaleCode, namespaces: readonly string[]): string[] {
  const current = loaded.get(locale);
  // Nothing recorded: texts came from elsewhere (a remote's own initI18n fetched everything).
  if (current === 'all' || current === undefined) return [];
  return [...new Set(namespaces)].filter((namespace) => !current.has(namespace)).sort();
}

/** Loads the active locale's texts of `namespaces` that are not there yet (GET /fapi/i18n/{locale}?ns=...). */
export function ensureTextNamespaces(namespaces: readonly string[], brand?: BrandKey): Promise<void> {
  const locale = currentLocale();
  if (!locale) return Promise.resolve();
  const missing = missingOf(locale, namespaces);
  if (missing.length === 0) return Promise.resolve();
  const url = `/fapi/i18n/${locale}?${brand ? `brand=${encodeURIComponent(brand)}&` : ''}ns=${missing.join(',')}`;
  const pending =
    inFlight.get(url) ??
    (async () => {
      try {
        const response = await fetch(url, { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`GET ${url} failed: ${response.status} ${response.statusText}`);
        const payload = (await response.json()) as LocalePayload;
        // Merged into the locale's texts (not replacing them); components re-render through the store's event.
        i18next.addResourceBundle(languageTagOf(locale), TEXT_NAMESPACE, payload.texts, false, true);
        noteLoadedNamespaces(locale, { namespaces: missing });
      } finally {
        inFlight.delete(url);
      }
    })();
  inFlight.set(url, pending);
  return pending;
}
