/**
 * Signed newsletter links. A token is `<payload>.<signature>` (base64url): the payload names the purpose, the
 * subscription, its brand and an expiry; the signature is an HMAC-SHA-256 with a key derived from APP_SECRET for
 * newsletter links only (HKDF), so nothing is stored and a changed byte or another purpose's token is refused.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'confirm' | 'unsubscribe';

export interface LinkClaims {
  purpose: LinkPurpose;
  subscriptionId: string;
  brand: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** A confirmation link works for a week; an unsubscribe link for a year (mails are kept and reopened late). */
export const LINK_LIFETIME_SECONDS: Record<LinkPurpose, number> = {
  confirm: 7 * 24 * 60 * 60,
  unsubscribe: 365 * 24 * 60 * 60,
};

const PURPOSE_CODES: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createLinkSigner(appSecret: string, now: () => number = Date.now) {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'storefront', 'newsletter-links', 32));
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign(purpose: LinkPurpose, subscriptionId: string, brand: string): string {
      const expiresAt = Math.floor(now() / 1000) + LINK_LIFETIME_SECONDS[purpose];
      const payload = Buffer.from([PURPOSE_CODES[purpose], subscriptionId, brand, expiresAt].join('|')).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The claims of a genuine, unexpired token of `purpose`; null for anything else. */
    verify(token: string, purpose: LinkPurpose): LinkClaims | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [code, subscriptionId, brand, expiry, ...rest] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
      if (rest.length > 0 || code !== PURPOSE_CODES[purpose] || !subscriptionId || !UUID.test(subscriptionId) || !brand) return null;
      const expiresAt = Number(expiry);
      if (!Number.isInteger(expiresAt) || expiresAt * 1000 <= now()) return null;
      return { purpose, subscriptionId, brand, expiresAt };
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
