/**
 * Gift cards: issue (number + PIN returned once), balance check, and debit/refund inside the caller's transaction.
 * A debit is one conditional UPDATE (`balance >= amount`), so parallel debits of one card never overdraw it, and the
 * CHECK constraint backs that up; every change writes a ledger row in the same transaction.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { GiftCardBalance, Money } from '@sf/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-errors';
import { NO_PIN_GUARD, type PinGuard } from './pin-guard';
import { DUMMY_PIN_HASH, hashPin, verifyPin } from './pin-hash';
import { giftCardLedger, giftCards } from './tables';

export type GiftCardErrorCode = 'invalid_card' | 'insufficient_balance' | 'currency_mismatch' | 'disabled';

/** A failure the shopper can act on; `code` lets checkout tell them apart. */
export class GiftCardError extends HttpError {
  constructor(
    readonly code: GiftCardErrorCode,
    message: string,
  ) {
    super(code === 'invalid_card' ? 400 : 409, message);
    this.name = 'GiftCardError';
  }
}

/** One message for an unknown number and a wrong PIN, so neither can be probed. */
export const INVALID_CARD_MESSAGE = 'The gift card number or PIN is not right.';

export interface IssueInput {
  amount: Money;
  recipientEmail?: string;
  orderNumber?: string;
}
export interface IssuedCard {
  number: string;
  pin: string;
  balance: Money;
}

const masked = (number: string) => `•••• ${number.slice(-4)}`;
const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

export function createGiftCardsService(db: Database, pinGuard: PinGuard = NO_PIN_GUARD) {
  /**
   * The card if number and PIN match; the PIN is checked against a dummy hash when the number is unknown, and a card
   * with too many wrong PINs lately answers like a wrong PIN.
   */
  async function findVerified(executor: Database, number: string, pin: string) {
    const [card] = await executor.select().from(giftCards).where(eq(giftCards.number, number));
    const matches = await verifyPin(pin, card?.pinHash ?? DUMMY_PIN_HASH);
    if (!card) return null;
    if (await pinGuard.blocked(number)) return null;
    if (!matches) await pinGuard.failed(number);
    return matches ? card : null;
  }

  async function insertCard(executor: Database, number: string, pin: string, input: IssueInput): Promise<IssuedCard> {
    const [card] = await executor
      .insert(giftCards)
      .values({
        number,
        pinHash: await hashPin(pin),
        currency: input.amount.currency,
        initialAmount: input.amount.amount,
        balance: input.amount.amount,
        createdOrderNumber: input.orderNumber ?? null,
        recipientEmail: input.recipientEmail ?? null,
      })
      .returning({ id: giftCards.id });
    if (!card) throw new Error('gift card insert returned nothing');
    await executor
      .insert(giftCardLedger)
      .values({ giftCardId: card.id, kind: 'issue', amount: input.amount.amount, balanceAfter: input.amount.amount, orderRef: input.orderNumber ?? null });
    return { number, pin, balance: input.amount };
  }

  return {
    /** Issues a new card with a random 16-digit number and 6-digit PIN; the PIN is only ever returned here. */
    async issue(input: IssueInput, tx: Database = db): Promise<IssuedCard> {
      if (!Number.isInteger(input.amount.amount) || input.amount.amount <= 0)
        throw new HttpError(400, 'amount: must be a positive whole number of minor units');
      for (let attempt = 0; ; attempt++) {
        const number = `6${randomDigits(15)}`;
        const [taken] = await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.number, number));
        if (!taken) return insertCard(tx, number, randomDigits(6), input);
        if (attempt > 5) throw new Error('could not find a free gift card number');
      }
    },

    /** Demo cards with known numbers and PINs (seed only). */
    async issueKnown(number: string, pin: string, input: IssueInput): Promise<IssuedCard> {
      return insertCard(db, number, pin, input);
    },

    async balance(number: string, pin: string): Promise<GiftCardBalance | null> {
      const card = await findVerified(db, number, pin);
      if (!card) return null;
      return {
        maskedNumber: masked(card.number),
        balance: { amount: card.balance, currency: card.currency as Money['currency'] },
        status: card.status === 'active' ? 'active' : 'disabled',
      };
    },

    /**
     * Number and PIN checked exactly like the balance check (same PIN guard): the card's id and balance, or null. For
     * saving a card to an account, which then reads its balance by id (balancesOf) without asking for the PIN again.
     */
    async verify(number: string, pin: string): Promise<(GiftCardBalance & { giftCardId: string }) | null> {
      const card = await findVerified(db, number, pin);
      if (!card) return null;
      return {
        giftCardId: card.id,
        maskedNumber: masked(card.number),
        balance: { amount: card.balance, currency: card.currency as Money['currency'] },
        status: card.status === 'active' ? 'active' : 'disabled',
      };
    },

    /** Current balances of cards by id (ids of cards that no longer exist are left out). */
    async balancesOf(giftCardIds: readonly string[]): Promise<Map<string, GiftCardBalance>> {
      if (giftCardIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(giftCards)
        .where(inArray(giftCards.id, [...giftCardIds]));
      return new Map(
        rows.map((card) => [
          card.id,
          {
            maskedNumber: masked(card.number),
            balance: { amount: card.balance, currency: card.currency as Money['currency'] },
            status: card.status === 'active' ? 'active' : 'disabled',
          },
        ]),
      );
    },

    /** Takes `amount` off the card inside `tx`; throws GiftCardError when it cannot. Returns the balance left. */
    async debit(tx: Database, input: { number: string; pin: string; amount: Money; orderRef: string }): Promise<{ giftCardId: string; balance: Money }> {
      if (!Number.isInteger(input.amount.amount) || input.amount.amount <= 0)
        throw new HttpError(400, 'amount: must be a positive whole number of minor units');
      const card = await findVerified(tx, input.number, input.pin);
      if (!card) throw new GiftCardError('invalid_card', INVALID_CARD_MESSAGE);
      if (card.status !== 'active') throw new GiftCardError('disabled', 'This gift card can no longer be used.');
      if (card.currency !== input.amount.currency)
        throw new GiftCardError('currency_mismatch', `This gift card is in ${card.currency} and cannot pay in ${input.amount.currency}.`);
      const [updated] = await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} - ${input.amount.amount}` })
        .where(and(eq(giftCards.id, card.id), eq(giftCards.status, 'active'), gte(giftCards.balance, input.amount.amount)))
        .returning({ balance: giftCards.balance });
      if (!updated) throw new GiftCardError('insufficient_balance', 'The gift card balance is lower than the amount to pay.');
      await tx
        .insert(giftCardLedger)
        .values({ giftCardId: card.id, kind: 'debit', amount: -input.amount.amount, balanceAfter: updated.balance, orderRef: input.orderRef });
      return { giftCardId: card.id, balance: { amount: updated.balance, currency: input.amount.currency } };
    },

    /** Gives `amount` back to the card (order cancelled or returned); never more than was debited for the order. */
    async refund(tx: Database, input: { number: string; amount: Money; orderRef: string }): Promise<{ balance: Money }> {
      const [card] = await tx.select().from(giftCards).where(eq(giftCards.number, input.number)).for('update');
      if (!card) throw new GiftCardError('invalid_card', INVALID_CARD_MESSAGE);
      if (card.currency !== input.amount.currency) throw new GiftCardError('currency_mismatch', `This gift card is in ${card.currency}.`);
      const [net] = await tx
        .select({ total: sql<string>`coalesce(sum(${giftCardLedger.amount}), 0)` })
        .from(giftCardLedger)
        .where(and(eq(giftCardLedger.giftCardId, card.id), eq(giftCardLedger.orderRef, input.orderRef), sql`${giftCardLedger.kind} in ('debit', 'refund')`));
      const refundable = -Number(net?.total ?? 0);
      if (input.amount.amount <= 0 || input.amount.amount > refundable)
        throw new HttpError(409, `At most ${refundable} can be refunded to this gift card for ${input.orderRef}.`);
      const [updated] = await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${input.amount.amount}` })
        .where(eq(giftCards.id, card.id))
        .returning({ balance: giftCards.balance });
      const balance = updated?.balance ?? card.balance + input.amount.amount;
      await tx
        .insert(giftCardLedger)
        .values({ giftCardId: card.id, kind: 'refund', amount: input.amount.amount, balanceAfter: balance, orderRef: input.orderRef });
      return { balance: { amount: balance, currency: input.amount.currency } };
    },

    masked,
  };
}
export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
