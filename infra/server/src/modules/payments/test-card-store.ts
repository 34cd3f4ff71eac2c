/**
 * The test PSP's own store, separate from our database: token → {brand, last4, expiry, behaviour} and 3-D Secure
 * challenges. It never holds a card number or CVC. Memory by default, Redis when REDIS_URL is set.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { CardBrand } from '@sf/contracts';
import type { KeyValueStore } from '../../db/key-value';

export type CardBehaviour = 'approve' | 'decline' | 'challenge' | 'insufficient_funds';

export interface StoredCard {
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  behaviour: CardBehaviour;
  /** The provider's hash of the card number (see fingerprintOf): the same card always has the same one. */
  fingerprint?: string;
}

/** A keyed hash of the card number, as real PSPs offer it: recognises a card again without keeping its number. */
export function fingerprintOf(number: string): string {
  return createHmac('sha256', 'storefront-test-psp-fingerprint').update(number).digest('base64url').slice(0, 32);
}

export type ChallengeState = 'pending' | 'approved' | 'failed';

/** Designated test cards (README): any other valid number approves. */
export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
  '4000000000009995': 'insufficient_funds',
};

const TOKEN_TTL_SECONDS = 60 * 60;
const CHALLENGE_TTL_SECONDS = 30 * 60;

export function createTestCardStore(store: KeyValueStore) {
  return {
    async saveCard(card: StoredCard): Promise<string> {
      const token = `tok_${randomBytes(18).toString('base64url')}`;
      await store.set(`psp:token:${token}`, JSON.stringify(card), TOKEN_TTL_SECONDS);
      return token;
    },
    async card(token: string): Promise<StoredCard | null> {
      const stored = await store.get(`psp:token:${token}`);
      return stored ? (JSON.parse(stored) as StoredCard) : null;
    },
    async openChallenge(paymentId: string): Promise<void> {
      await store.set(`psp:challenge:${paymentId}`, 'pending', CHALLENGE_TTL_SECONDS);
    },
    async challenge(paymentId: string): Promise<ChallengeState | null> {
      return (await store.get(`psp:challenge:${paymentId}`)) as ChallengeState | null;
    },
    /** Records the shopper's answer once; a second answer does not change the first. */
    async answerChallenge(paymentId: string, result: 'approved' | 'failed'): Promise<ChallengeState | null> {
      const state = await this.challenge(paymentId);
      if (state !== 'pending') return state;
      await store.set(`psp:challenge:${paymentId}`, result, CHALLENGE_TTL_SECONDS);
      return result;
    },
  };
}
export type TestCardStore = ReturnType<typeof createTestCardStore>;
