/**
 * Signed preview links and the preview cookie (issue 26). A link carries the preview's name and when it stops
 * working, signed with a key derived from APP_SECRET (HMAC-SHA256); following it sets the same three values as a
 * cookie for that browser only. Nothing else is trusted: a name or expiry changed by hand fails the signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'sf_preview';
const NAME = /^pr-[0-9]{1,9}$/;

const keyOf = (secret: string): Buffer => createHmac('sha256', secret).update('storefront:preview-links').digest();

export function signPreview(secret: string, name: string, expiresAt: number): string {
  return createHmac('sha256', keyOf(secret)).update(`${name}.${expiresAt}`).digest('base64url');
}

export type PreviewVerdict = { ok: true; name: string; expiresAt: number } | { ok: false; status: 400 | 403 | 410; reason: string };

/** Checks a name, expiry (ms since epoch) and signature from a link or the cookie. */
export function verifyPreview(secret: string, name: string, expires: string, signature: string, now = Date.now()): PreviewVerdict {
  if (!NAME.test(name)) return { ok: false, status: 400, reason: 'the preview name must look like pr-123' };
  if (!/^[0-9]{1,15}$/.test(expires)) return { ok: false, status: 400, reason: 'expires must be a time in milliseconds' };
  const expected = Buffer.from(signPreview(secret, name, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, status: 403, reason: 'the preview link is not signed by this storefront' };
  if (Number(expires) <= now) return { ok: false, status: 410, reason: 'the preview link has expired' };
  return { ok: true, name, expiresAt: Number(expires) };
}

export const previewCookieValue = (secret: string, name: string, expiresAt: number): string => `${name}.${expiresAt}.${signPreview(secret, name, expiresAt)}`;

/** The preview a cookie opens, or null (absent, forged or expired: the visitor sees production). */
export function previewOfCookie(secret: string, value: string | undefined): string | null {
  if (!value) return null;
  const [name = '', expires = '', signature = ''] = value.split('.');
  const verdict = verifyPreview(secret, name, expires, signature);
  return verdict.ok ? verdict.name : null;
}

/** The preview a host name opens: pr-123.preview.localhost → pr-123. */
export function previewOfHost(hostname: string, suffix: string): string | null {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (!host.endsWith(suffix)) return null;
  const name = host.slice(0, -suffix.length);
  return NAME.test(name) ? name : null;
}
