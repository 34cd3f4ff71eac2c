/**
 * WebAuthn challenges, kept on the server in the shared key-value store (so any instance can verify what another
 * issued): random, short-lived and single-use. A challenge remembers what it was issued for (registration for one
 * customer, or a guest's sign-in) and on which relying party, and is burnt on its first use whatever the outcome.
 */
import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../../db/key-value';

/** How long a shopper has to answer the browser's passkey prompt. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export interface ChallengeRecord {
  purpose: 'registration' | 'authentication';
  /** The signed-in customer a registration challenge was issued to; null for sign-in. */
  customerId: string | null;
  rpId: string;
  origin: string;
}

const key = (challenge: string) => `passkeys:challenge:${challenge}`;
const usedKey = (challenge: string) => `passkeys:challenge-used:${challenge}`;

export function createChallengeStore(store: KeyValueStore) {
  return {
    /** A new challenge (32 random bytes) and its base64url form, which is also the key it is kept under. */
    async issue(record: ChallengeRecord): Promise<{ bytes: Uint8Array<ArrayBuffer>; challenge: string }> {
      const bytes = new Uint8Array(randomBytes(32));
      const challenge = Buffer.from(bytes).toString('base64url');
      await store.set(key(challenge), JSON.stringify(record), CHALLENGE_TTL_SECONDS);
      return { bytes, challenge };
    },

    /**
     * The record of a live challenge issued for `purpose`, consumed: null when unknown, expired, issued for the other
     * purpose or already used. The "used" latch is an atomic counter, so of two requests racing with one challenge
     * exactly one gets it, on Redis too.
     */
    async consume(challenge: string, purpose: ChallengeRecord['purpose']): Promise<ChallengeRecord | null> {
      if (!/^[A-Za-z0-9_-]{16,128}$/.test(challenge)) return null;
      const stored = await store.get(key(challenge));
      if (!stored) return null;
      const { count } = await store.hit(usedKey(challenge), CHALLENGE_TTL_SECONDS);
      if (count !== 1) return null;
      await store.del(key(challenge));
      const record = JSON.parse(stored) as ChallengeRecord;
      return record.purpose === purpose ? record : null;
    },
  };
}

export type ChallengeStore = ReturnType<typeof createChallengeStore>;
