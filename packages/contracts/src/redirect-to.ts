/**
 * `redirectTo` (spec §2: the sign-in redirect carries the full path) comes from the URL, so anyone can craft it. Only a
 * same-site relative path is ever followed: one leading slash, never `//host` or `/\host` (browsers read both as
 * another host), no scheme, no whitespace or control characters (browsers drop some of them before parsing), no
 * backslash anywhere, and not even once URL-decoded. Never an open redirect.
 */

export const REDIRECT_TO_PARAM = 'redirectTo';
/** Longer values are refused rather than cut: a cut path is not the page the shopper was on. */
export const REDIRECT_TO_MAX_LENGTH = 2048;

const PROBE_ORIGIN = 'https://same-site.invalid';
// Whitespace (incl. Unicode spaces, which some parsers trim), C0/C1 controls, DEL, zero-width and BOM characters.
const INVISIBLE = '\\s\\u0000-\\u001f\\u007f-\\u009f\\u00a0\\u1680\\u2000-\\u200f\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const FORBIDDEN = new RegExp(`[${INVISIBLE}\\\\]`);
const ALL_INVISIBLE = new RegExp(`[${INVISIBLE}]`, 'g');

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

const looksLocal = (value: string): boolean => value.startsWith('/') && !value.startsWith('//') && !FORBIDDEN.test(value);

/** After one decode a query may hold spaces or backslashes; only the start must still be one plain slash. */
function startsLocal(value: string): boolean {
  const squeezed = value.replace(ALL_INVISIBLE, '');
  return squeezed.startsWith('/') && !/^.[/\\]/.test(squeezed);
}

/**
 * The path (with query and fragment) to go to, normalised, or null when the value is missing or not a same-site
 * relative path. Takes `unknown` so a repeated query parameter (an array) or a number is simply refused.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > REDIRECT_TO_MAX_LENGTH) return null;
  if (!looksLocal(value)) return null;
  // `/%2F%2Fevil.test` or `/%5Cevil.test` are harmless paths to a browser, but a later decode (a router, a proxy)
  // could turn them into a host: refuse what would be unsafe after one decode too.
  const decoded = decodeOnce(value);
  if (decoded === null || !startsLocal(decoded)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return looksLocal(normalised) ? normalised : null;
}

/** `/sign-in?redirectTo=%2Faccount%2Fprofile%3Ftab%3D2`: the way back to a locale-free path after signing in. */
export function pathWithRedirectTo(path: string, target: string): string {
  const safe = safeRedirectPath(target);
  return safe ? `${path}?${new URLSearchParams({ [REDIRECT_TO_PARAM]: safe }).toString()}` : path;
}
