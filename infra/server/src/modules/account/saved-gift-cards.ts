/**
 * Saved gift cards: saving proves number and PIN once through the gift-cards module (its PIN guard; the route shares
 * the balance check's per-address rate limit), then the account keeps only the card's id and shows its live balance.
 * The PIN is never stored. The same card is saved once per account (unique index); at most MAX_SAVED_GIFT_CARDS.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { SavedGiftCard, SavedGiftCardList } from '@sf/contracts';
import { MAX_SAVED_GIFT_CARDS } from '@sf/contracts/api';
import { lockKey } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http-errors';
import { type GiftCardsService, INVALID_CARD_MESSAGE } from '../gift-cards';
import { accountGiftCards } from './tables';

export const SAVED_GIFT_CARD_NOT_FOUND = 'Saved gift card not found';

export function createSavedGiftCards(db: Database, giftCards: GiftCardsService) {
  const lockCustomer = (tx: Database, customerId: string) => lockKey(tx, `account:gift-cards:${customerId}`);

  async function list(customerId: string): Promise<SavedGiftCardList> {
    const rows = await db
      .select()
      .from(accountGiftCards)
      .where(eq(accountGiftCards.customerId, customerId))
      .orderBy(desc(accountGiftCards.createdAt), desc(accountGiftCards.id));
    const balances = await giftCards.balancesOf(rows.map((row) => row.giftCardId));
    const cards: SavedGiftCard[] = [];
    for (const row of rows) {
      const balance = balances.get(row.giftCardId);
      if (balance) cards.push({ id: row.id, ...balance, createdAt: row.createdAt.toISOString() });
    }
    return { giftCards: cards, max: MAX_SAVED_GIFT_CARDS };
  }

  return {
    list,

    /** 404 for a wrong number or PIN (one message for both); `created: false` when the card was saved already. */
    async save(customerId: string, number: string, pin: string): Promise<{ card: SavedGiftCard; created: boolean }> {
      const verified = await giftCards.verify(number, pin);
      if (!verified) throw notFound(INVALID_CARD_MESSAGE);
      const outcome = await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [existing] = await tx
          .select()
          .from(accountGiftCards)
          .where(and(eq(accountGiftCards.customerId, customerId), eq(accountGiftCards.giftCardId, verified.giftCardId)));
        if (existing) return { row: existing, created: false };
        const saved = await tx.select({ id: accountGiftCards.id }).from(accountGiftCards).where(eq(accountGiftCards.customerId, customerId));
        if (saved.length >= MAX_SAVED_GIFT_CARDS) throw conflict(`You can save up to ${MAX_SAVED_GIFT_CARDS} gift cards; remove one to add another`);
        const [row] = await tx.insert(accountGiftCards).values({ id: randomUUID(), customerId, giftCardId: verified.giftCardId }).returning();
        if (!row) throw new Error('saved gift card insert returned no row');
        return { row, created: true };
      });
      const { giftCardId: _id, ...balance } = verified;
      return { card: { id: outcome.row.id, ...balance, createdAt: outcome.row.createdAt.toISOString() }, created: outcome.created };
    },

    async remove(customerId: string, id: string): Promise<SavedGiftCardList> {
      const removed = await db
        .delete(accountGiftCards)
        .where(and(eq(accountGiftCards.id, id), eq(accountGiftCards.customerId, customerId)))
        .returning({ id: accountGiftCards.id });
      if (removed.length === 0) throw notFound(SAVED_GIFT_CARD_NOT_FOUND);
      return list(customerId);
    },

    async forgetCustomer(customerId: string): Promise<void> {
      await db.delete(accountGiftCards).where(eq(accountGiftCards.customerId, customerId));
    },
  };
}
