/**
 * The payments service: the one place that asks providers to move money. It records every tender's authorization
 * in `payments` under the caller's idempotency key (a replay returns the stored outcome, never a second charge) and
 * turns provider results into the public PaymentOutcome.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BNPL_PLANS } from '@sf/contracts';
import type { BnplQuotes, BnplTender, CardTender, Money, PaymentOutcome } from '@sf/contracts';
import type { Database } from '../../db/client';
import { tableWriter } from '../../db/statements';
import { conflict, HttpError, notFound } from '../../http-errors';
import { bnplQuote } from './bnpl-provider';
import { createSavedCards, SAVED_CARD_NOT_FOUND } from './saved-cards';
import type { ProviderRegistry, ProviderResult, ProviderTender } from './provider';
import { payments } from './tables';
import { BNPL_LIMIT_MINOR } from '@sf/contracts';

type PaymentRow = typeof payments.$inferSelect;

export type { SavedCardRecord } from './saved-cards';

export interface AuthorizeRequest {
  amount: Money;
  /** A fresh card token, a saved card (`savedCardId`, only the customer's own) or BNPL. */
  tender: CardTender | BnplTender | ProviderTender;
  /** The signed-in customer: required to pay with a saved card. */
  customerId?: string | null;
  /** Unique per tender of one order attempt, e.g. `${placeOrderKey}:card`. */
  idempotencyKey: string;
  orderRef?: string;
}

/** What an order shows of a tender it was paid with: card brand and last four, or the instalment plan. */
export interface PaymentDisplay {
  amount: number;
  cardBrand: string | null;
  cardLast4: string | null;
  bnplPlan: number | null;
}

type Declined = Extract<PaymentOutcome, { status: 'declined' }>;

/**
 * An authorization's outcome; one that went through (authorized, or waiting for 3-D Secure) carries its display facts,
 * so the order needs no second read of the payment.
 */
export type AuthorizeOutcome = Declined | (Exclude<PaymentOutcome, Declined> & { display: PaymentDisplay });

/** Every card or BNPL payment writes its row twice (pending, then the outcome): prepared statements (db/statements.ts). */
const writer = tableWriter(payments, 'payments');

export function createPaymentsService(db: Database, providers: ProviderRegistry, now: () => Date = () => new Date()) {
  const providerOf = (code: string) => {
    const provider = providers.get(code as ProviderTender['code']);
    if (!provider) throw new HttpError(400, `tender: no payment provider for ${code}`);
    return provider;
  };

  function outcomeOf(row: PaymentRow): PaymentOutcome {
    const amount = { amount: row.amount, currency: row.currency as Money['currency'] };
    if (row.status === 'declined') return { status: 'declined', reason: (row.declineReason ?? 'declined') as 'declined', message: row.declineMessage ?? '' };
    if (row.status === 'challenge') return { status: 'challenge', paymentId: row.id, challengeUrl: providerOf(row.provider).challengeUrl(row.id) };
    return { status: 'authorized', paymentId: row.id, amount };
  }

  async function record(row: PaymentRow, result: ProviderResult): Promise<PaymentRow> {
    const changes = {
      status: result.status,
      declineReason: result.status === 'declined' ? result.reason : null,
      declineMessage: result.status === 'declined' ? result.message : null,
      cardBrand: result.details?.cardBrand ?? row.cardBrand,
      cardLast4: result.details?.cardLast4 ?? row.cardLast4,
      bnplPlan: result.details?.bnplPlan ?? row.bnplPlan,
      updatedAt: now(),
    };
    const [updated] = await writer.update(db, changes, (n) => `id = $${n}`, [row.id], ['id']);
    return updated ? { ...row, ...changes } : row;
  }

  async function payment(paymentId: string): Promise<PaymentRow> {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row) throw notFound(`Payment not found: ${paymentId}`);
    return row;
  }

  async function setStatus(row: PaymentRow, status: string, from: string[], extra: Partial<PaymentRow> = {}): Promise<PaymentRow> {
    if (!from.includes(row.status)) throw conflict(`Payment ${row.id} is ${row.status}`);
    const [updated] = await db
      .update(payments)
      .set({ status, updatedAt: now(), ...extra })
      .where(eq(payments.id, row.id))
      .returning();
    return updated ?? row;
  }

  function withDisplay(row: PaymentRow): AuthorizeOutcome {
    const outcome = outcomeOf(row);
    if (outcome.status === 'declined') return outcome;
    return { ...outcome, display: { amount: row.amount, cardBrand: row.cardBrand, cardLast4: row.cardLast4, bnplPlan: row.bnplPlan } };
  }

  const saved = createSavedCards(db, providers, now);

  /** The tender the provider understands: a saved card id becomes the customer's vaulted reference. */
  async function providerTender(request: AuthorizeRequest): Promise<ProviderTender> {
    const { tender } = request;
    if (tender.code === 'BNPL' || 'paymentMethodRef' in tender) return tender;
    if (tender.token !== undefined) return { code: 'CARD', token: tender.token };
    const savedCardId = 'savedCardId' in tender ? tender.savedCardId : undefined;
    const card = savedCardId && request.customerId ? await saved.savedCard(request.customerId, savedCardId) : null;
    if (!card) throw notFound(SAVED_CARD_NOT_FOUND);
    return { code: 'CARD', paymentMethodRef: card.providerRef };
  }

  return {
    ...saved,

    async authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome> {
      const provider = providerOf(request.tender.code);
      if (!Number.isInteger(request.amount.amount) || request.amount.amount <= 0)
        throw new HttpError(400, 'amount: must be a positive whole number of minor units');
      const id = `pay_${randomBytes(12).toString('base64url')}`;
      const pending = {
        id,
        idempotencyKey: request.idempotencyKey,
        provider: provider.code,
        status: 'pending',
        amount: request.amount.amount,
        currency: request.amount.currency,
        orderRef: request.orderRef ?? null,
      };
      const [created] = await writer.insert(db, pending, writer.allColumns, 'on conflict (idempotency_key) do nothing');
      if (!created) {
        const [existing] = await db.select().from(payments).where(eq(payments.idempotencyKey, request.idempotencyKey));
        if (!existing || existing.amount !== request.amount.amount || existing.currency !== request.amount.currency || existing.provider !== provider.code) {
          throw conflict('This payment was already attempted with a different amount or tender');
        }
        if (existing.status === 'pending') throw conflict('This payment is still being processed');
        return withDisplay(existing);
      }
      let result: ProviderResult;
      try {
        const tender = await providerTender(request);
        result = await provider.authorize({ paymentId: id, amount: request.amount, tender, idempotencyKey: request.idempotencyKey });
      } catch (error) {
        // The provider never answered (or the saved card is gone): forget the attempt so a retry with the same key can run again.
        await db.delete(payments).where(eq(payments.id, id));
        throw error;
      }
      return withDisplay(await record(created, result));
    },

    /** After the shopper answered a 3-D Secure challenge; repeated calls return the same outcome. */
    async completeChallenge(paymentId: string): Promise<PaymentOutcome> {
      const row = await payment(paymentId);
      if (row.status !== 'challenge') return outcomeOf(row);
      const result = await providerOf(row.provider).completeChallenge(paymentId);
      if (result === 'pending') throw conflict('The 3-D Secure check is not finished');
      return outcomeOf(await record(row, result));
    },

    async capture(paymentId: string): Promise<void> {
      const row = await payment(paymentId);
      if (row.status === 'captured') return;
      await providerOf(row.provider).capture(paymentId, { amount: row.amount, currency: row.currency as Money['currency'] });
      await setStatus(row, 'captured', ['authorized']);
    },

    /** Releases an authorization that will not be captured (e.g. the order failed after it). */
    async void(paymentId: string): Promise<void> {
      const row = await payment(paymentId);
      if (row.status === 'voided' || row.status === 'declined') return;
      await providerOf(row.provider).void(paymentId);
      await setStatus(row, 'voided', ['authorized', 'challenge']);
    },

    async refund(paymentId: string, amount?: number): Promise<void> {
      const row = await payment(paymentId);
      const refund = amount ?? row.amount - row.refundedAmount;
      if (!Number.isInteger(refund) || refund <= 0 || row.refundedAmount + refund > row.amount)
        throw conflict(`At most ${row.amount - row.refundedAmount} can be refunded`);
      await providerOf(row.provider).refund(paymentId, { amount: refund, currency: row.currency as Money['currency'] });
      const refundedAmount = row.refundedAmount + refund;
      await setStatus(row, refundedAmount === row.amount ? 'refunded' : row.status, ['captured', 'refunded'], { refundedAmount });
    },

    /**
     * Issue 28: the attempts made for an order (order_ref), for the recovery of orders an instance left half-way.
     * Non-sensitive columns only, as `details`.
     */
    async forOrder(orderRef: string) {
      const rows = await db.select().from(payments).where(eq(payments.orderRef, orderRef));
      return rows.map((row) => ({
        paymentId: row.id,
        provider: row.provider as ProviderTender['code'],
        status: row.status,
        amount: row.amount,
        display: { amount: row.amount, cardBrand: row.cardBrand, cardLast4: row.cardLast4, bnplPlan: row.bnplPlan } satisfies PaymentDisplay,
      }));
    },

    /**
     * Issue 28: an attempt whose outcome was never recorded (the instance died while the provider answered). The
     * provider is told to release whatever it may have authorised, and the attempt is closed as voided.
     */
    async abandon(paymentId: string): Promise<void> {
      const row = await payment(paymentId);
      if (row.status !== 'pending') return;
      await providerOf(row.provider)
        .void(paymentId)
        .catch(() => undefined);
      await setStatus(row, 'voided', ['pending']);
    },

    /** Non-sensitive details of a payment, for order records (brand and last four digits, BNPL plan). */
    async details(paymentId: string) {
      const row = await payment(paymentId);
      return {
        paymentId: row.id,
        provider: row.provider,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        cardBrand: row.cardBrand,
        cardLast4: row.cardLast4,
        bnplPlan: row.bnplPlan,
        refundedAmount: row.refundedAmount,
      };
    },

    bnplQuotes(total: Money): BnplQuotes {
      return { limit: { amount: BNPL_LIMIT_MINOR, currency: total.currency }, quotes: BNPL_PLANS.map((plan) => bnplQuote(total, plan, now())) };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
