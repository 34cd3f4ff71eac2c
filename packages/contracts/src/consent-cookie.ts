/**
 * The shopper's consent choice as a first-party cookie (strictly necessary: it records the choice itself). The
 * server reads it to send a page with or without the consent banner, so the banner is in the first paint for a
 * visitor who has not chosen and never flashes for one who has (issue 13: it was the largest paint of most pages
 * when it appeared only after hydration).
 *
 * Issue 24: the value names the policy version the shopper agreed to and a random consent id, the key of the
 * decisions recorded server-side (`consent_decisions`, proof of consent). A cookie of another policy version counts
 * as no choice: the banner asks again.
 */
import type { ConsentState } from '@sf/remote-contract';
import type { ConsentCategory } from './consent-categories';

export const CONSENT_COOKIE = 'sf-consent';
/** Where the banner's form posts (and the hydrated banner sends JSON): the server records the choice. */
export const CONSENT_FORM_PATH = '/api/consent';
/** Where the hydrated banner sends a decision as JSON, to be recorded (proof of consent) and set as the cookie. */
export const CONSENT_DECISIONS_PATH = '/api/consent/decisions';
/** The URL fragment that opens the consent preferences panel (spec §2). */
export const COOKIE_PREFERENCES_ANCHOR = 'cookie-preferences';
/** 180 days, then the shopper is asked again. */
export const CONSENT_COOKIE_MAX_AGE_S = 15_552_000;
/**
 * The version of the cookie policy the banner presents. Raise it when the policy changes in a way the shopper must
 * agree to again (a new category, a new purpose or third party): every earlier choice then counts as undecided and
 * the banner comes back. 1: the cookies before issue 24 (`p1.f0.t1`, nothing recorded server-side).
 */
export const CONSENT_POLICY_VERSION = 2;

export type ConsentChoice = Pick<ConsentState, 'performance' | 'functional' | 'targeting'>;

/** The banner's "Accept all" and "Necessary only" (the same choices whether the browser or the server records them). */
export const ACCEPT_ALL: ConsentChoice = { performance: true, functional: true, targeting: true };
export const NECESSARY_ONLY: ConsentChoice = { performance: false, functional: false, targeting: false };

/** A consent id: 16 random bytes as 32 hex characters (no personal data; it links the decisions of one browser). */
export const CONSENT_ID_PATTERN = /^[0-9a-f]{32}$/;

const FORMAT = /^v(\d{1,4})\.p([01])\.f([01])\.t([01])\.([0-9a-f]{32})$/;

/** A recorded choice: what the cookie holds. */
export interface ConsentRecord {
  choice: ConsentChoice;
  consentId: string;
  policyVersion: number;
}

export function newConsentId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Global Privacy Control (issue 24) is a refusal of targeting: with the signal on, targeting is off whatever the
 * shopper pressed ("Accept all" included), in the browser and on the server alike.
 */
export function honourGpc(choice: ConsentChoice, gpc: boolean): ConsentChoice {
  return gpc ? { ...choice, targeting: false } : choice;
}

/** `v2.p1.f0.t1.<id>`: policy version, performance, functional, targeting, consent id. */
export function encodeConsentCookie(record: ConsentRecord): string {
  const bit = (value: boolean) => (value ? '1' : '0');
  const { choice } = record;
  return `v${record.policyVersion}.p${bit(choice.performance)}.f${bit(choice.functional)}.t${bit(choice.targeting)}.${record.consentId}`;
}

/** The record a cookie value holds, of any policy version; null for a missing or malformed value. */
export function readConsentCookie(value: string | undefined): ConsentRecord | null {
  const parts = value === undefined ? null : FORMAT.exec(value);
  if (!parts) return null;
  return {
    policyVersion: Number(parts[1]),
    choice: { performance: parts[2] === '1', functional: parts[3] === '1', targeting: parts[4] === '1' },
    consentId: parts[5] as string,
  };
}

/**
 * The choice a cookie value records, or null for a missing or malformed value or one of another policy version (the
 * shopper is asked again).
 */
export function parseConsentCookie(value: string | undefined): ConsentState | null {
  const record = readConsentCookie(value);
  if (!record || record.policyVersion !== CONSENT_POLICY_VERSION) return null;
  return { decided: true, required: true, ...record.choice };
}

/** The Set-Cookie / document.cookie text that records a choice. */
export function consentCookieText(record: ConsentRecord, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeConsentCookie(record)}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The optional categories of spec §3/§4, in the order the panel lists them ("required" is always allowed). */
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['performance', 'functional', 'targeting'];

/** The browser's Global Privacy Control signal (`navigator.globalPrivacyControl`); false on the server. */
export function globalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
