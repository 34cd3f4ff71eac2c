/**
 * Consent that governs (issue 24): what a feature keeps under an optional category, and what happens when that
 * category is withdrawn. Ask `consentAllows(category)` (the contracts index) before writing or sending; declare what
 * the feature keeps in the browser (`CONSENT_STORAGE` below for keys that must go even on a page where the feature's
 * code never loads, or `registerConsentStorage` at run time) and what must stop in memory (`onConsentWithdrawn`).
 * The shell runs `governConsent` from boot: the storage of every category not allowed is deleted then and on every
 * change of `$consent`, so withdrawing stops a feature and deletes what it stored at once.
 *
 * A separate entry point (`@sf/contracts/consent-governance`), not the shared index, so no page's first load carries
 * it. It keeps no state of its own (everything hangs off the shared `$consent` atom), so each bundle's copy behaves
 * the same.
 *
 * "required" is always allowed and has nothing to clean up; what the site keeps under it (basket id, session, guest
 * favourites, checkout progress, the consent record itself) is listed in docs/architecture.md ("Consent").
 */
import { consentAllows, type ConsentCategory } from '@sf/contracts';
import { $consent, type ConsentState } from '@sf/remote-contract';

/** Something a feature keeps in the browser under optional categories. */
export interface ConsentStorage {
  /** Deleted as soon as any of these is not allowed (live chat needs all three). */
  categories: readonly ConsentCategory[];
  kind: 'localStorage' | 'sessionStorage' | 'cookie';
  /** The key or cookie name; with `prefix`, every key that starts with it (one per site, say). */
  key: string;
  prefix?: boolean;
}

/**
 * Cleared even on a page that never loads the feature (a withdrawal on the cart page clears the catalogue's list; a
 * choice from an older policy version leaves nothing behind). Add a line per key your feature writes.
 */
export const CONSENT_STORAGE: readonly ConsentStorage[] = [
  // Recently viewed products, per site (mfe-catalog).
  { categories: ['functional'], kind: 'localStorage', key: 'sf-recently-viewed-', prefix: true },
  // Personalisation (issue 24): the categories and products viewed, per site, and the stealth group cookie.
  { categories: ['targeting'], kind: 'localStorage', key: 'sf-personalisation-', prefix: true },
  { categories: ['targeting'], kind: 'cookie', key: 'sf_stealth_group' },
  // The live chat prechat details (mfe-chat); spec §4: chat needs all three categories.
  { categories: ['performance', 'functional', 'targeting'], kind: 'sessionStorage', key: 'sf-chat-prechat' },
];

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function clearStorage(entry: ConsentStorage): void {
  const matches = (name: string) => (entry.prefix ? name.startsWith(entry.key) : name === entry.key);
  try {
    if (entry.kind === 'cookie') {
      const names = document.cookie
        .split('; ')
        .map((part) => part.split('=')[0] ?? '')
        .filter(matches);
      for (const name of names) {
        // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie; the build targets browsers without the Cookie Store API.
        document.cookie = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
      }
      return;
    }
    const storage = entry.kind === 'localStorage' ? globalThis.localStorage : globalThis.sessionStorage;
    if (!storage) return;
    for (const key of keysOf(storage).filter(matches)) storage.removeItem(key);
  } catch {
    /* storage blocked: nothing could have been written either */
  }
}

const allowedFor = (entry: ConsentStorage, state: ConsentState) => entry.categories.every((category) => consentAllows(category, state));

/** Deletes the storage of `entries` that `state` does not allow. */
export function enforceConsent(state: ConsentState, entries: readonly ConsentStorage[] = CONSENT_STORAGE): void {
  if (typeof window === 'undefined') return;
  for (const entry of entries) if (!allowedFor(entry, state)) clearStorage(entry);
}

/** The shell's watch over CONSENT_STORAGE: enforces now and on every change of `$consent`; returns the stop. */
export function governConsent(): () => void {
  enforceConsent($consent.get());
  return $consent.listen((state) => enforceConsent(state));
}

/** Storage of a feature that loads later: deleted now if its categories are off, and whenever they go; returns the stop. */
export function registerConsentStorage(entry: ConsentStorage): () => void {
  enforceConsent($consent.get(), [entry]);
  return $consent.listen((state) => enforceConsent(state, [entry]));
}

/**
 * Runs `cleanup` whenever `category` goes from allowed to not allowed (stop timers, drop queues, end a conversation);
 * returns the stop. A cleanup that throws is logged and does not stop the others.
 */
export function onConsentWithdrawn(category: ConsentCategory, cleanup: () => void): () => void {
  let allowed = consentAllows(category);
  return $consent.listen((state) => {
    const now = consentAllows(category, state);
    if (allowed && !now) {
      try {
        cleanup();
      } catch (error) {
        console.error(`[consent] a cleanup for ${category} failed`, error);
      }
    }
    allowed = now;
  });
}
