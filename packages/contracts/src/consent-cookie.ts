/**
 * The shopper's consent choice as a first-party cookie (strictly necessary: it records the choice itself). The
 * server reads it to send a page with or without the consent banner, so the banner is in the first paint for a
 * visitor who has not chosen and never flashes for one who has (issue 13: it was the largest paint of most pages
 * when it appeared only after hydration). The browser keeps the same choice in local storage for older pages.
 */
import type { ConsentState } from './atoms';

export const CONSENT_COOKIE = 'sf-consent';
/** Where the banner's form posts: the server records the choice when the page has not hydrated yet. */
export const CONSENT_FORM_PATH = '/api/consent';
/** The URL fragment that opens the consent preferences panel (spec §2). */
export const COOKIE_PREFERENCES_ANCHOR = 'cookie-preferences';
/** 180 days, then the shopper is asked again. */
export const CONSENT_COOKIE_MAX_AGE_S = 15_552_000;

export type ConsentChoice = Pick<ConsentState, 'performance' | 'functional' | 'targeting'>;

/** The banner's "Accept all" and "Necessary only" (the same choices whether the browser or the server records them). */
export const ACCEPT_ALL: ConsentChoice = { performance: true, functional: true, targeting: true };
export const NECESSARY_ONLY: ConsentChoice = { performance: false, functional: false, targeting: false };

const FORMAT = /^p([01])\.f([01])\.t([01])$/;

/** `p1.f0.t1`: performance, functional, targeting. */
export function encodeConsentCookie(choice: ConsentChoice): string {
  const bit = (value: boolean) => (value ? '1' : '0');
  return `p${bit(choice.performance)}.f${bit(choice.functional)}.t${bit(choice.targeting)}`;
}

/** The choice a cookie value records, or null for a missing or malformed value (the shopper is asked again). */
export function parseConsentCookie(value: string | undefined): ConsentState | null {
  const parts = value === undefined ? null : FORMAT.exec(value);
  if (!parts) return null;
  return { decided: true, required: true, performance: parts[1] === '1', functional: parts[2] === '1', targeting: parts[3] === '1' };
}

/** The Set-Cookie / document.cookie text that records a choice. */
export function consentCookieText(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeConsentCookie(choice)}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
