/** Gift card PINs are stored only as salted scrypt hashes ("scrypt$<salt>$<hash>", base64url). */
import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';

const KEY_LENGTH = 32;
// N=2^14 costs ~20-40 ms per check: cheap for one shopper, slow for someone guessing PINs (with the rate limit).
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const derive = (pin: string, salt: BinaryLike) =>
  new Promise<Buffer>((resolve, reject) => scrypt(pin, salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))));

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${(await derive(pin, salt)).toString('base64url')}`;
}

export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(pin, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a PIN nobody has, checked when the number is unknown so both failures take the same time. */
export const DUMMY_PIN_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
