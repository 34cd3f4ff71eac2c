/**
 * Wrong PINs per card, counted in the shared key-value store: after too many in the window the card answers like a
 * wrong PIN even to the right one, so guessing through balance checks or checkouts (from any number of addresses)
 * stays hopeless. Keys hold a hash of the card number, never the number.
 */
import { createHash } from 'node:crypto';
import type { KeyValueStore } from '../../db/key-value';

export interface PinGuard {
  blocked(number: string): Promise<boolean>;
  failed(number: string): Promise<void>;
}

export const PIN_FAILURE_LIMIT = { limit: 10, windowSeconds: 60 * 60 };

export function createPinGuard(store: KeyValueStore, options = PIN_FAILURE_LIMIT): PinGuard {
  const key = (number: string) => `giftcard:pin-failures:${createHash('sha256').update(number).digest('base64url')}`;
  return {
    blocked: async (number) => Number((await store.get(key(number))) ?? 0) >= options.limit,
    failed: async (number) => void (await store.hit(key(number), options.windowSeconds)),
  };
}

/** No guard (unit tests of the service alone). */
export const NO_PIN_GUARD: PinGuard = { blocked: async () => false, failed: async () => undefined };
