import { $consent, CONSENT_COOKIE, consentCookieText, emit, parseConsentCookie, type ConsentChoice, type ConsentState } from '@sf/contracts';

export { COOKIE_PREFERENCES_ANCHOR } from '@sf/contracts';
const STORAGE_KEY = 'sf-consent';

function cookieChoice(): ConsentState | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsentCookie(entry?.slice(CONSENT_COOKIE.length + 1));
}

function storedChoice(): ConsentState | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (!saved) return null;
    const parsed = JSON.parse(saved) as Partial<ConsentState>;
    return {
      decided: true,
      required: true,
      performance: parsed.performance === true,
      functional: parsed.functional === true,
      targeting: parsed.targeting === true,
    };
  } catch {
    return null; // unreadable or blocked storage: ask again
  }
}

function writeCookie(choice: ConsentChoice): void {
  document.cookie = consentCookieText(choice, window.location.protocol === 'https:');
}

/**
 * The consent tool is ours (spec §4): the choice is a first-party cookie, which the server reads to leave the banner
 * out of the page, and a copy in local storage. A choice only in local storage (made before the cookie existed) is
 * written to the cookie too.
 */
export function restoreConsent(): void {
  const fromCookie = cookieChoice();
  const choice = fromCookie ?? storedChoice();
  if (!choice) return;
  if (!fromCookie) writeCookie(choice);
  $consent.set(choice);
}

export function saveConsent(choice: ConsentChoice): void {
  const state: ConsentState = { decided: true, required: true, ...choice };
  $consent.set(state);
  writeCookie(choice);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    /* blocked storage: the cookie holds the choice */
  }
  emit('consent:changed', state);
}
