/**
 * Spec §3 user analytics ids, both first-party cookies and both random (nothing derived from the shopper):
 * - the session id (`sf_sid`): a cookie without expiry, so it ends with the browsing session; ingest batches carry
 *   it so the funnel counts sessions, not page views;
 * - the guest id (`sf_gid`): kept a year, reported for guests only.
 * They are created only by the ingest collector, which runs with performance consent; before that (or without
 * consent) the data layer reports them as null. Browser only.
 */
import { ANALYTICS_SESSION_COOKIE, ANALYTICS_SESSION_ID_PATTERN } from '@sf/contracts/analytics-ingest';

export const ANALYTICS_GUEST_COOKIE = 'sf_gid';
const GUEST_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

interface CookieHost {
  cookie: string;
  location?: { protocol: string };
}

const cookieHost = (): CookieHost | null => (globalThis as { document?: CookieHost }).document ?? null;

export function readCookie(name: string, host: CookieHost | null = cookieHost()): string | null {
  if (!host) return null;
  for (const part of host.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return ANALYTICS_SESSION_ID_PATTERN.test(value) ? value : null;
    }
  }
  return null;
}

/** 22 characters of base64url from 16 random bytes. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function ensureCookie(name: string, maxAgeSeconds: number | null, host: CookieHost | null): string | null {
  if (!host) return null;
  const existing = readCookie(name, host);
  if (existing) return existing;
  const id = randomId();
  const secure = host.location?.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  host.cookie = `${name}=${id}; Path=/; SameSite=Lax${maxAge}${secure}`;
  return id;
}

/** The browsing session's id, created when missing (call only with performance consent). */
export function ensureAnalyticsSessionId(host: CookieHost | null = cookieHost()): string | null {
  return ensureCookie(ANALYTICS_SESSION_COOKIE, null, host);
}

/** The guest id, created when missing (call only with performance consent). */
export function ensureGuestId(host: CookieHost | null = cookieHost()): string | null {
  return ensureCookie(ANALYTICS_GUEST_COOKIE, GUEST_ID_MAX_AGE_SECONDS, host);
}

/** Both ids as they are now, never creating one (the data layer reports them when consent has made them). */
export function analyticsIds(host: CookieHost | null = cookieHost()): { sessionId: string | null; guestId: string | null } {
  return { sessionId: readCookie(ANALYTICS_SESSION_COOKIE, host), guestId: readCookie(ANALYTICS_GUEST_COOKIE, host) };
}
