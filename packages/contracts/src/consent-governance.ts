/**
 * Consent that governs (issue 24): one small API for every feature that writes or sends something under an optional
 * category. Ask `consentAllows(category)` before writing or sending; declare what the feature keeps in the browser
 * (`CONSENT_STORAGE` below for keys that must go even on a page where the feature's code never loads, or
 * `registerConsentStorage` at run time) and what must stop in memory (`onConsentWithdrawn`). The shell calls
 * `enforceConsent` at boot and on every change of `$consent`: storage of every category not allowed is deleted, and
 * the callbacks of each category just withdrawn run, so withdrawing stops a feature at once.
 *
 * "required" is always allowed and has nothing to clean up; what the site keeps under it (basket id, session, guest
 * favourites, checkout progress, the consent record itself) is listed in docs/architecture.md ("Consent").
 */
import { $consent, type ConsentState } from './atoms';

/** The optional categories of spec §3/§4. */
export type ConsentCategory = 'performance' | 'functional' | 'targeting';
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['performance', 'functional', 'targeting'];

/** Whether a feature of `category` may write or send now: never before the shopper has decided. */
export function consentAllows(category: ConsentCategory | 'required', state: ConsentState = $consent.get()): boolean {
  if (category === 'required') return true;
  return state.decided && state[category];
}

/** Something a feature keeps in the browser under optional categories. */
export interface ConsentStorage {
  /** Deleted as soon as any of these is not allowed (live chat needs all three). */
  categories: readonly ConsentCategory[];
  kind: 'localStorage' | 'sessionStorage' | 'cookie';
  /** The key or cookie name; with `prefix`, every key that starts with it (one per site, say). */
  key: string;
  prefix?: boolean;
  /** What it holds, for the docs and the reader of this list. */
  purpose: string;
}

/**
 * Storage declared here is cleared even on a page that never loads its feature (a withdrawal on the cart page
 * clears the catalogue's recently viewed list; a cookie from an older policy version leaves nothing behind).
 */
export const CONSENT_STORAGE: readonly ConsentStorage[] = [
  { categories: ['functional'], kind: 'localStorage', key: 'sf-recently-viewed-', prefix: true, purpose: 'recently viewed products, per site (mfe-catalog)' },
  {
    categories: ['performance', 'functional', 'targeting'],
    kind: 'sessionStorage',
    key: 'sf-chat-prechat',
    purpose: 'the live chat prechat details (mfe-chat; spec §4: chat needs all three)',
  },
];

const registeredStorage = new Set<ConsentStorage>();
const withdrawalCallbacks = new Map<ConsentCategory, Set<() => void>>();

/** Adds storage to clear with its categories (a feature that loads later); returns the undo. */
export function registerConsentStorage(entry: ConsentStorage): () => void {
  registeredStorage.add(entry);
  // Registered while its category is already off: nothing of it may stay.
  if (typeof window !== 'undefined' && lastEnforced && !entry.categories.every((category) => consentAllows(category, lastEnforced as ConsentState))) {
    clearStorage(entry);
  }
  return () => registeredStorage.delete(entry);
}

/** Runs `cleanup` whenever `category` goes from allowed to not allowed (stop timers, drop queues); returns the undo. */
export function onConsentWithdrawn(category: ConsentCategory, cleanup: () => void): () => void {
  let callbacks = withdrawalCallbacks.get(category);
  if (!callbacks) {
    callbacks = new Set();
    withdrawalCallbacks.set(category, callbacks);
  }
  callbacks.add(cleanup);
  return () => callbacks.delete(cleanup);
}

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

let lastEnforced: ConsentState | null = null;

/**
 * Deletes the storage of every category `state` does not allow and runs the withdrawal callbacks of the categories
 * `previous` allowed and `state` does not. A callback that throws does not stop the others.
 */
export function enforceConsent(state: ConsentState, previous: ConsentState | null = lastEnforced): void {
  lastEnforced = state;
  if (typeof window === 'undefined') return;
  for (const entry of [...CONSENT_STORAGE, ...registeredStorage]) {
    if (!entry.categories.every((category) => consentAllows(category, state))) clearStorage(entry);
  }
  if (!previous) return;
  for (const category of CONSENT_CATEGORIES) {
    if (!consentAllows(category, previous) || consentAllows(category, state)) continue;
    for (const cleanup of withdrawalCallbacks.get(category) ?? []) {
      try {
        cleanup();
      } catch (error) {
        console.error(`[consent] a cleanup for ${category} failed`, error);
      }
    }
  }
}

/** The shell's watch: enforces now and on every change of `$consent`; returns the stop. */
export function governConsent(): () => void {
  enforceConsent($consent.get(), null);
  return $consent.listen((state) => enforceConsent(state));
}

/** The browser's Global Privacy Control signal (`navigator.globalPrivacyControl`); false on the server. */
export function globalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
