/**
 * Saved cards: the vault step (a one-time token from the card form → the provider's permanent reference, owned by
 * one customer) and the customer's list. Only brand, last four, expiry and the provider's fingerprint are kept.
 * Rules, each enforced by the database, not by a read-then-write:
 * - the same card (fingerprint) is saved once per customer: unique index, a second save answers the first;
 * - at most one default per customer: partial unique index, changes under a per-customer advisory lock;
 * - at most MAX_SAVED_CARDS per customer: counted under that lock.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { CardBrand, SavedCard } from '@sf/contracts';
import { MAX_SAVED_CARDS } from '@sf/contracts/api';
import { lockKey } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-errors';
import type { ProviderRegistry, VaultedCard } from './provider';
import { savedCards } from './tables';

type SavedCardRow = typeof savedCards.$inferSelect;
export type SavedCardRecord = SavedCard & { providerRef: string; provider: string };

export const SAVED_CARD_NOT_FOUND = 'Saved card not found';
export const CARD_TOKEN_EXPIRED = 'body/cardToken: The card details have expired or are not valid; enter the card again';

export function isExpired(card: { expiryMonth: number; expiryYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < now.getUTCMonth() + 1);
}

export function createSavedCards(db: Database, providers: ProviderRegistry, now: () => Date) {
  const lockCustomer = (tx: Database, customerId: string) => lockKey(tx, `payments:saved-cards:${customerId}`);

  const view = (row: SavedCardRow): SavedCardRecord => ({
    id: row.id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    isDefault: row.isDefault,
    expired: isExpired(row, now()),
    createdAt: row.createdAt.toISOString(),
    provider: row.provider,
    providerRef: row.providerRef,
  });

  async function owned(executor: Database, customerId: string, id: string): Promise<SavedCardRow | null> {
    const [row] = await executor
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId)));
    return row ?? null;
  }

  /** Keeps "one default while any card is saved": the newest card becomes it when none is. */
  async function ensureDefault(tx: Database, customerId: string): Promise<void> {
    const rows = await tx.select().from(savedCards).where(eq(savedCards.customerId, customerId)).orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    const [newest] = rows;
    if (newest && !rows.some((row) => row.isDefault)) await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, newest.id));
  }

  async function makeDefault(tx: Database, customerId: string, id: string): Promise<void> {
    await tx
      .update(savedCards)
      .set({ isDefault: false })
      .where(and(eq(savedCards.customerId, customerId), eq(savedCards.isDefault, true)));
    await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, id));
  }

  async function forgetAtProvider(provider: string, reference: string): Promise<void> {
    await providers.get(provider as 'CARD')?.forget?.(reference);
  }

  return {
    /**
     * Vaults `token` for the customer. Answers `created: false` with the saved card when the same card is saved
     * already (then the fresh reference is given back to the provider).
     */
    async saveCard(customerId: string, token: string, options: { makeDefault?: boolean } = {}): Promise<{ card: SavedCardRecord; created: boolean }> {
      const provider = providers.get('CARD');
      if (!provider?.vault) throw conflict('Saving cards is not available');
      const vaulted: VaultedCard | null = await provider.vault(token);
      if (!vaulted) throw badRequest(CARD_TOKEN_EXPIRED);
      if (isExpired(vaulted, now())) {
        await provider.forget?.(vaulted.reference);
        throw badRequest('body/cardToken: This card has expired');
      }
      // The provider call above holds no database connection; everything below is one short transaction.
      const outcome = await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [existing] = await tx
          .select()
          .from(savedCards)
          .where(and(eq(savedCards.customerId, customerId), eq(savedCards.fingerprint, vaulted.fingerprint)));
        if (existing) {
          if (options.makeDefault && !existing.isDefault) await makeDefault(tx, customerId, existing.id);
          return { id: existing.id, created: false };
        }
        const saved = await tx.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.customerId, customerId));
        if (saved.length >= MAX_SAVED_CARDS) throw conflict(`You can save up to ${MAX_SAVED_CARDS} cards; remove one to add another`);
        const id = randomUUID();
        await tx.insert(savedCards).values({
          id,
          customerId,
          provider: provider.code,
          providerRef: vaulted.reference,
          fingerprint: vaulted.fingerprint,
          brand: vaulted.brand,
          last4: vaulted.last4,
          expiryMonth: vaulted.expiryMonth,
          expiryYear: vaulted.expiryYear,
        });
        if (options.makeDefault) await makeDefault(tx, customerId, id);
        else await ensureDefault(tx, customerId);
        return { id, created: true };
      });
      if (!outcome.created) await provider.forget?.(vaulted.reference);
      const row = await owned(db, customerId, outcome.id);
      if (!row) throw notFound(SAVED_CARD_NOT_FOUND);
      return { card: view(row), created: outcome.created };
    },

    /** Default first, then newest first. */
    async savedCards(customerId: string): Promise<SavedCardRecord[]> {
      const rows = await db
        .select()
        .from(savedCards)
        .where(eq(savedCards.customerId, customerId))
        .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
      return rows.map(view);
    },

    /** The customer's saved card, or null (also for another customer's id). */
    async savedCard(customerId: string, id: string): Promise<SavedCardRecord | null> {
      const row = await owned(db, customerId, id);
      return row ? view(row) : null;
    },

    async setDefaultCard(customerId: string, id: string): Promise<SavedCardRecord> {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        if (!(await owned(tx, customerId, id))) throw notFound(SAVED_CARD_NOT_FOUND);
        await makeDefault(tx, customerId, id);
      });
      const row = await owned(db, customerId, id);
      if (!row) throw notFound(SAVED_CARD_NOT_FOUND);
      return view(row);
    },

    /** Removes the card here and at the provider; the newest remaining card becomes the default if it was. */
    async deleteSavedCard(customerId: string, id: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [row] = await tx
          .delete(savedCards)
          .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId)))
          .returning();
        if (!row) throw notFound(SAVED_CARD_NOT_FOUND);
        await ensureDefault(tx, customerId);
        return row;
      });
      await forgetAtProvider(removed.provider, removed.providerRef);
    },

    /** Account deletion: every saved card, here and at the provider. */
    async forgetCustomer(customerId: string): Promise<void> {
      const removed = await db.delete(savedCards).where(eq(savedCards.customerId, customerId)).returning();
      for (const row of removed) await forgetAtProvider(row.provider, row.providerRef);
    },
  };
}
