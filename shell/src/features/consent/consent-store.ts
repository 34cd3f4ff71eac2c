import {
  $consent,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  consentCookieText,
  emit,
  parseConsentCookie,
  type ConsentChoice,
  type ConsentState,
} from '@sf/contracts';

export { COOKIE_PREFERENCES_ANCHOR } from '@sf/contracts';
const STORAGE_KEY = 'sf-consent';

function cookieChoice(): ConsentState | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsentCookie(entry?.slice(CONSENT_COOKIE.length + 1));
}

/**
 * The local-storage copy, unless it is older than the cookie may live: the copy must not keep a choice past the
 * moment the shopper is to be asked again. A copy from before the cookie existed has no date and is taken once.
 */
function storedChoice(now: number): { state: ConsentState; savedAt: number } | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (!saved) return null;
    const parsed = JSON.parse(saved) as Partial<ConsentState> & { savedAt?: number };
    const savedAt = typeof parsed.savedAt === 'number' ? parsed.savedAt : now;
    if (now - savedAt > CONSENT_COOKIE_MAX_AGE_S * 1000) return null;
    const state: ConsentState = {
      decided: true,
      required: true,
      performance: parsed.performance === true,
      functional: parsed.functional === true,
      targeting: parsed.targeting === true,
    };
    return { state, savedAt };
  } catch {
    return null; // unreadable or blocked storage: ask again
  }
}

/** The cookie and its local-storage copy, dated when the shopper chose. */
function record(state: ConsentState, savedAt: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the build targets Safari 16 and Firefox 115, which have no Cookie Store API; consentCookieText builds (and tests) the text.
  document.cookie = consentCookieText(state, window.location.protocol === 'https:');
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...state, savedAt }));
  } catch {
    /* blocked storage: the cookie holds the choice */
  }
}

/**
 * The consent tool is ours (spec §4): the choice is a first-party cookie, which the server reads to leave the banner
 * out of the page, and a dated copy in local storage. A choice only in local storage (made before the cookie existed)
 * is written to the cookie too.
 */
export function restoreConsent(): void {
  const fromCookie = cookieChoice();
  if (fromCookie) {
    $consent.set(fromCookie);
    return;
  }
  const stored = storedChoice(Date.now());
  if (!stored) return;
  record(stored.state, stored.savedAt);
  $consent.set(stored.state);
}

export function saveConsent(choice: ConsentChoice): void {
  const state: ConsentState = { decided: true, required: true, ...choice };
  $consent.set(state);
  record(state, Date.now());
  emit('consent:changed', state);
}
