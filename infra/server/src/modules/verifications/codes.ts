/**
 * Verification codes: six random digits, stored only as an HMAC-SHA-256 under a key derived from APP_SECRET for this
 * use, bound to the account. A leaked table then gives no code (a plain hash of six digits is a million guesses).
 */
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { STUDENT_CODE_LENGTH } from '@sf/contracts/student-verification';

export interface CodeKeeper {
  draw(): string;
  hash(customerId: string, code: string): string;
  matches(customerId: string, code: string, stored: string): boolean;
}

export function createCodeKeeper(appSecret: string, draw: () => string = drawCode): CodeKeeper {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'storefront', 'student-verification-codes', 32));
  const hash = (customerId: string, code: string) => createHmac('sha256', key).update(`${customerId}:${code}`).digest('base64url');
  return {
    draw,
    hash,
    matches(customerId, code, stored) {
      const given = Buffer.from(hash(customerId, code));
      const expected = Buffer.from(stored);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Uniform over 000000–999999 (crypto.randomInt), leading zeros kept. */
export function drawCode(): string {
  return String(randomInt(0, 10 ** STUDENT_CODE_LENGTH)).padStart(STUDENT_CODE_LENGTH, '0');
}
