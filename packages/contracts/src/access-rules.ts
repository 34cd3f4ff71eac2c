/**
 * Spec §2 / §6 route rules that depend on who is signed in or on a required query value. One function decides, so
 * the edge (which answers a document request with a redirect) and the shell's router (client-side navigation) agree:
 *
 * - `/account` and every child require sign-in: a guest goes to the account error path with `redirectTo` carrying the
 *   full path (path + query).
 * - `/sign-in` sends a signed-in shopper on: to a safe `redirectTo`, else `/account`.
 * - `/order-status` sends a signed-in shopper to `/account/order-history`.
 * - `/reset-password` and `/verify-email` need a `token` in the query, otherwise home.
 */
import { pathWithRedirectTo, REDIRECT_TO_PARAM, safeRedirectPath } from './redirect-to';

/** The configured account error path: where a guest is sent from the account area. */
export const ACCOUNT_ERROR_PATH = '/sign-in';
export const ACCOUNT_HOME_PATH = '/account';
export const ORDER_HISTORY_PATH = '/account/order-history';
export const ORDER_STATUS_PATH = '/order-status';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';
export const VERIFY_EMAIL_PATH = '/verify-email';

/** What the caller knows of the visitor: `unknown` while the shell has not heard from the server yet. */
export type SessionKnowledge = 'guest' | 'registered' | 'unknown';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function requiresSignIn(path: string): boolean {
  const clean = trimSlash(path);
  return clean === ACCOUNT_HOME_PATH || clean.startsWith(`${ACCOUNT_HOME_PATH}/`);
}

/** True when the rule for this path depends on the session (the edge only looks the session up then). */
export function accessDependsOnSession(path: string): boolean {
  const clean = trimSlash(path);
  return requiresSignIn(clean) || clean === ACCOUNT_ERROR_PATH || clean === ORDER_STATUS_PATH;
}

const TOKEN_PAGES = new Set([RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH]);

/**
 * Where to send the visitor instead of `path`, or null to show it. `search` is the raw query (with or without `?`).
 * With `unknown`, only the rules that do not depend on the session apply.
 */
export function accessRedirect(path: string, search: string, session: SessionKnowledge): string | null {
  const clean = trimSlash(path);
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (TOKEN_PAGES.has(clean) && !query.get('token')) return '/';
  if (session === 'guest' && requiresSignIn(clean)) {
    const raw = search.startsWith('?') ? search.slice(1) : search;
    const full = raw ? `${path}?${raw}` : path;
    return pathWithRedirectTo(ACCOUNT_ERROR_PATH, full);
  }
  if (session === 'registered') {
    if (clean === ACCOUNT_ERROR_PATH) return signedInDestination(query.get(REDIRECT_TO_PARAM));
    if (clean === ORDER_STATUS_PATH) return ORDER_HISTORY_PATH;
  }
  return null;
}

/** After signing in: the safe `redirectTo` (never back to sign-in itself), else the account. */
export function signedInDestination(redirectTo: unknown): string {
  const safe = safeRedirectPath(redirectTo);
  if (!safe) return ACCOUNT_HOME_PATH;
  const target = trimSlash(safe.split(/[?#]/, 1)[0] ?? '');
  return target === ACCOUNT_ERROR_PATH ? ACCOUNT_HOME_PATH : safe;
}
