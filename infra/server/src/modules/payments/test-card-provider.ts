/** The built-in test card provider ("PSP"): authorizes tokens from its card form by the test card's behaviour. */
import type { PaymentProvider, ProviderResult } from './provider';
import type { TestCardStore } from './test-card-store';
import type { TestCardVault } from './test-card-vault';

export const DECLINE_MESSAGES = {
  declined: 'Your card was declined. Try another card.',
  insufficient_funds: 'Your card has insufficient funds. Try another card.',
  challenge_failed: 'Your bank could not confirm this payment. Try again or use another card.',
  invalid_token: 'Your card details have expired. Enter them again.',
  limit_exceeded: 'Pay in instalments is not available for this amount.',
} as const;

export function createTestCardProvider(
  store: TestCardStore,
  options: { challengePath: (paymentId: string) => string; vault?: TestCardVault },
): PaymentProvider {
  const { vault } = options;
  return {
    code: 'CARD',
    async authorize({ paymentId, tender }): Promise<ProviderResult> {
      if (tender.code !== 'CARD') throw new Error('card provider got a non-card tender');
      const card = 'token' in tender ? await store.card(tender.token) : ((await vault?.card(tender.paymentMethodRef)) ?? null);
      if (!card) return { status: 'declined', reason: 'invalid_token', message: DECLINE_MESSAGES.invalid_token };
      const details = { cardBrand: card.brand, cardLast4: card.last4 };
      switch (card.behaviour) {
        case 'decline':
          return { status: 'declined', reason: 'declined', message: DECLINE_MESSAGES.declined, details };
        case 'insufficient_funds':
          return { status: 'declined', reason: 'insufficient_funds', message: DECLINE_MESSAGES.insufficient_funds, details };
        case 'challenge':
          await store.openChallenge(paymentId);
          return { status: 'challenge', details };
        default:
          return { status: 'authorized', details };
      }
    },
    async completeChallenge(paymentId) {
      const state = await store.challenge(paymentId);
      if (state === 'approved') return { status: 'authorized' };
      if (state === 'failed' || state === null) return { status: 'declined', reason: 'challenge_failed', message: DECLINE_MESSAGES.challenge_failed };
      return 'pending';
    },
    challengeUrl: options.challengePath,
    ...(vault ? { vault: (token: string) => vault.vault(token), forget: (reference: string) => vault.forget(reference) } : {}),
    // The test provider moves no money: capture, void and refund only change our record of the payment.
    capture: async () => undefined,
    void: async () => undefined,
    refund: async () => undefined,
  };
}
