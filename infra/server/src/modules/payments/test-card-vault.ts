/**
 * The test provider's vault: a one-time token (one hour, key-value store) becomes a permanent reference `pm_…` that
 * keeps the card's display facts and its test behaviour, never a number. A real PSP keeps this on its side.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { VaultedCard } from './provider';
import { testProviderVault } from './tables';
import type { CardBehaviour, StoredCard, TestCardStore } from './test-card-store';

export function createTestCardVault(db: Database, store: TestCardStore) {
  return {
    async vault(token: string): Promise<VaultedCard | null> {
      const card = await store.card(token);
      if (!card) return null;
      const reference = `pm_${randomBytes(18).toString('base64url')}`;
      // Tokens issued before fingerprints existed: brand, last four and expiry stand in for the number.
      const fingerprint = card.fingerprint ?? `legacy:${card.brand}:${card.last4}:${card.expiryMonth}/${card.expiryYear}`;
      await db.insert(testProviderVault).values({ reference, ...cardFacts(card), behaviour: card.behaviour, fingerprint });
      return { reference, ...cardFacts(card), fingerprint };
    },
    async card(reference: string): Promise<StoredCard | null> {
      const [row] = await db.select().from(testProviderVault).where(eq(testProviderVault.reference, reference));
      if (!row) return null;
      return {
        brand: row.brand as StoredCard['brand'],
        last4: row.last4,
        expiryMonth: row.expiryMonth,
        expiryYear: row.expiryYear,
        behaviour: row.behaviour as CardBehaviour,
        fingerprint: row.fingerprint,
      };
    },
    async forget(reference: string): Promise<void> {
      await db.delete(testProviderVault).where(eq(testProviderVault.reference, reference));
    },
  };
}
export type TestCardVault = ReturnType<typeof createTestCardVault>;

const cardFacts = (card: StoredCard) => ({ brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear });
