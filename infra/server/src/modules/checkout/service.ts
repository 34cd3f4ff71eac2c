/**
 * Place order. One transaction re-prices the basket, records the order under its Idempotency-Key, takes the stock
 * (conditional decrements) and debits the gift cards; the card/BNPL remainder is authorized after it commits, since
 * a provider call must never hold a database connection. A decline undoes the order (stock back, gift cards
 * refunded, status cancelled); a 3-D Secure challenge leaves it `created` with the stock reserved until answered.
 */
import { randomUUID } from 'node:crypto';
import type { PlaceOrderBody, PlaceOrderResult } from '@sf/contracts';
import { BRAND_KEYS, BRANDS, LOCALES, type BrandKey } from '@sf/remote-contract';
import { badRequest, conflict, HttpError, notFound } from '../../http-errors';
import { WAREHOUSE_OF_REGION, type WarehouseId } from '../catalog';
import { SAVED_CARD_NOT_FOUND, type PaymentDisplay } from '../payments';
import type { GiftCardDebitRecord } from '../orders';
import { newOrderNumber, normaliseOrderNumber, ORDER_NUMBER_PATTERN } from '../orders';
import type { OrderRow } from '../orders';
import { brandOf, checkedAddress, localeOf, orderItems, orderTotals, splitTenders } from './order-draft';
import { requestHash } from './request-hash';
import { BasketAlreadyOrdered, ShippingMethodChange, violates } from './failures';
import { createFulfilment } from './fulfilment';
import { createSettlement, stockLinesOf, type SettlementDeps } from './settlement';

export interface PlaceOrderOutcome {
  /** 201 new and paid, 200 replay, 202 waiting for 3-D Secure. */
  statusCode: 200 | 201 | 202;
  result: PlaceOrderResult;
}

/** How long a 3-D Secure challenge may hold stock before the order is cancelled. */
export const STALE_ORDER_MS = 30 * 60_000;
/**
 * Issue 28: an order still `created` this long after it was written, with no 3-D Secure challenge pending, was left
 * half-way by an instance that died between the order's commit and the payment's answer (no live request takes this
 * long: a provider call that did would have timed out). The recovery settles it from the payment's recorded outcome.
 */
export const INTERRUPTED_ORDER_MS = 30_000;

export const IDEMPOTENCY_MISMATCH = 'Idempotency-Key was already used with a different request';
const paymentRequired = (message: string) => new HttpError(402, message);

export function createCheckoutService(deps: SettlementDeps & { defaultBrand: BrandKey }) {
  const { db, orders } = deps;
  const settlement = createSettlement(deps);
  const fulfilment = createFulfilment(deps, settlement);
  const result = (row: OrderRow): PlaceOrderResult => ({
    order: orders.toOrder(row),
    action: row.status === 'created' && row.paymentId && row.challengeUrl ? { type: '3ds', paymentId: row.paymentId, challengeUrl: row.challengeUrl } : null,
  });

  /** The pickup store: the basket's brand, in its country, offering click-and-collect; otherwise a 400 saying which. */
  function checkedPickupStore(
    store: Awaited<ReturnType<typeof deps.stores.byId>>,
    country: string,
    productId: string | undefined,
    requestedBrand: string | undefined,
  ) {
    const brand = productId ? BRAND_KEYS.find((key) => productId.startsWith(BRANDS[key].productIdPrefix)) : requestedBrand;
    if (!store || (brand && store.brand !== brand)) throw badRequest('body/pickup/storeId: there is no such store of this brand');
    if (store.address.country !== country) throw badRequest(`body/pickup/storeId: this site's orders are picked up in ${country} only`);
    if (!store.pickup) throw badRequest(`body/pickup/storeId: ${store.name} does not offer click and collect`);
    return store;
  }

  /** What a retry with the same key gets: the same order, or the same refusal. */
  function replay(row: OrderRow, hash: string): PlaceOrderOutcome {
    if (row.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MISMATCH);
    if (row.status === 'cancelled' && row.failureMessage) throw paymentRequired(row.failureMessage);
    if (row.status === 'created' && !row.challengeUrl) throw conflict('This order is still being processed; try again in a moment');
    return { statusCode: row.status === 'created' ? 202 : 200, result: result(row) };
  }

  /**
   * An order under this key, or of this basket, exists already (a replay, a double click, a second tab, a retry with a
   * new key): the same key or the same request sees that order, a different one is refused. Only the winner ever
   * reaches the payment provider.
   */
  async function alreadyOrdered(basketId: string, key: string, hash: string): Promise<PlaceOrderOutcome> {
    const winner = (await orders.byIdempotencyKey(key)) ?? (await orders.liveForBasket(basketId));
    if (winner && (winner.idempotencyKey === key || winner.requestHash === hash)) return replay(winner, hash);
    throw conflict(winner ? `This basket has already been ordered (order ${winner.orderNumber})` : 'This basket has already been ordered');
  }

  /**
   * The transaction: price, claim the key, take stock, debit gift cards and points (and settle at once when they pay it
   * all). `shownChanged`: products whose shown stock the order changed (see the catalog's SHOWN_STOCK_LIMIT).
   */
  async function createOrder(body: PlaceOrderBody, key: string, hash: string, customerId: string | null): Promise<{ row: OrderRow; shownChanged: string[] }> {
    const shippingAddress = checkedAddress(body.shippingAddress, 'shippingAddress');
    const billing = body.sameAsShipping ? shippingAddress : checkedAddress(body.billingAddress ?? body.shippingAddress, 'billingAddress');
    // Read before the transaction: a read on the pool inside it would wait for a second connection (PGlite has one).
    const chosenStore = body.pickup ? await deps.stores.byId(body.pickup.storeId) : null;
    return db.transaction(async (tx) => {
      const shippingRegion = shippingAddress.region ?? null;
      // Another customer's basket does not exist for this caller (the cart answers its 404).
      const basket = await deps.cart.priceBasket(body.basketId, { shippingRegion, tx, customerId });
      if (basket.items.length === 0 && basket.giftCardItems.length === 0) {
        throw (await orders.liveForBasket(body.basketId, tx)) ? new BasketAlreadyOrdered() : conflict('Your basket is empty');
      }
      if (shippingAddress.country !== basket.country) throw new HttpError(400, `body/shippingAddress/country: this site delivers to ${basket.country} only`);
      const pickupStore = body.pickup ? checkedPickupStore(chosenStore, basket.country, basket.items[0]?.productId, body.brand) : null;
      const method = basket.shippingMethods.find((candidate) => candidate.code === body.shippingMethod);
      if (!method) throw new HttpError(400, `body/shippingMethod: choose one of ${basket.shippingMethods.map((candidate) => candidate.code).join(', ')}`);
      if (basket.selectedShippingMethod !== method.code) throw new ShippingMethodChange(method.code);
      const locale = localeOf(basket, body.locale);
      const brand = brandOf(basket, body.brand, deps.defaultBrand);
      const split = splitTenders(body.tenders, basket.totals.total, basket.currency);
      const items = orderItems(basket);
      const row = await orders.insert(tx, {
        id: randomUUID(),
        orderNumber: newOrderNumber(brand),
        brand,
        locale,
        status: 'created',
        email: body.email.toLowerCase(),
        // A signed-in shopper's order is theirs (order history); a guest's stays null.
        customerId,
        basketId: body.basketId,
        warehouseId: WAREHOUSE_OF_REGION[LOCALES[locale].region],
        ...(pickupStore && body.pickup
          ? {
              pickupStoreId: pickupStore.id,
              pickupPerson: { ...body.pickup.person, email: body.pickup.person.email.toLowerCase() },
              pickupStatus: 'waiting' as const,
            }
          : {}),
        currency: basket.currency,
        idempotencyKey: key,
        requestHash: hash,
        totals: orderTotals(basket),
        billingAddress: { ...billing, email: body.email },
        shippingAddress,
        shippingMethod: basket.shippingMethods.find((method) => method.code === basket.selectedShippingMethod) ?? {
          code: basket.selectedShippingMethod,
          label: basket.selectedShippingMethod,
        },
        items,
        paymentMethods: [
          ...split.giftCards.map((card) => ({
            code: 'GIFT_CARD' as const,
            additionalData: { amount: card.amount, label: deps.giftCards.masked(card.number) },
          })),
          // Spec §3: points appear on the order as LOYALTY_POINTS with the money they paid; the label is the number of
          // points (language-neutral, like a gift card's last four).
          ...(split.points > 0 ? [{ code: 'LOYALTY_POINTS' as const, additionalData: { amount: split.pointsAmount, label: String(split.points) } }] : []),
        ],
        giftCardDebits: split.giftCards.map((card): GiftCardDebitRecord => ({ number: card.number, amount: card.amount, debitId: null })),
        giftCardLines: basket.giftCardItems.map((line) => ({
          amount: line.amount.amount,
          recipientEmail: line.recipientEmail,
          recipientName: line.recipientName,
          senderName: line.senderName,
          message: line.message,
        })),
      });
      if (pickupStore) {
        // Only what that store has on its shelf can be picked up there: the whole order or nothing.
        const taken = await deps.stores.reserveStock(tx, pickupStore.id, stockLinesOf(row));
        if (!taken.ok) {
          const item = items.find((candidate) => candidate.variantId === taken.variantId);
          throw conflict(
            `Size ${item?.size ?? '?'} of ${item?.name ?? taken.variantId} is not in stock at ${pickupStore.name}: choose another store, or delivery`,
          );
        }
      }
      const reservation = pickupStore
        ? { ok: true as const, shownChanged: [] }
        : await deps.catalog.reserveStock(tx, row.warehouseId as WarehouseId, stockLinesOf(row));
      if (!reservation.ok) {
        const item = items.find((candidate) => candidate.variantId === reservation.variantId);
        throw conflict(`Size ${item?.size ?? '?'} of ${item?.name ?? reservation.variantId} is out of stock`);
      }
      for (const card of split.giftCards) {
        await deps.giftCards.debit(tx, {
          number: card.number,
          pin: card.pin,
          amount: { amount: card.amount, currency: basket.currency },
          orderRef: row.orderNumber,
        });
      }
      // A signed-in member's order: remembered for earning, and its points taken (a refusal rolls the order back).
      await deps.loyalty.orderPlaced(tx, { orderNumber: row.orderNumber, customerId, brand, points: split.points });
      return { row: split.remainder === 0 ? await settlement.markPaid(tx, row) : row, shownChanged: reservation.shownChanged };
    });
  }

  /** The card/BNPL remainder, after the order transaction committed. */
  async function pay(row: OrderRow, body: PlaceOrderBody, key: string): Promise<PlaceOrderOutcome> {
    const split = splitTenders(body.tenders, row.totals.total, row.currency);
    const tender = split.remainderTender;
    if (!tender) return { statusCode: 201, result: result(row) };
    let outcome: Awaited<ReturnType<typeof deps.payments.authorize>>;
    try {
      outcome = await deps.payments.authorize({
        amount: { amount: split.remainder, currency: row.currency },
        tender,
        idempotencyKey: `${key}:${tender.code}`,
        orderRef: row.orderNumber,
        // A saved card pays only for its owner: the payments service resolves savedCardId for this customer.
        customerId: row.customerId,
      });
    } catch (error) {
      await settlement.cancel(row, error instanceof Error ? error.message : 'Payment failed');
      throw error;
    }
    if (outcome.status === 'declined') {
      await settlement.cancel(row, outcome.message);
      throw paymentRequired(outcome.message);
    }
    const method = { code: tender.code, additionalData: { amount: split.remainder, label: paymentLabel(outcome.display) } };
    const changes = { paymentId: outcome.paymentId, paymentMethods: [...row.paymentMethods, method] };
    if (outcome.status === 'challenge') {
      const waiting = await orders.update(db, row, { ...changes, challengeUrl: outcome.challengeUrl });
      return { statusCode: 202, result: result(waiting) };
    }
    return { statusCode: 201, result: result(await settlement.settlePaid(row, changes)) };
  }

  /**
   * A saved card must be the signed-in shopper's own and not expired, checked before any stock is taken (the payments
   * service checks the owner again when it pays).
   */
  async function checkSavedCard(body: PlaceOrderBody, customerId: string | null): Promise<void> {
    const tender = body.tenders.find((candidate) => candidate.code === 'CARD');
    if (!tender?.savedCardId) return;
    if (!customerId) throw new HttpError(401, 'Sign in to pay with a saved card');
    const card = await deps.payments.savedCard(customerId, tender.savedCardId);
    if (!card) throw notFound(SAVED_CARD_NOT_FOUND);
    if (card.expired) throw badRequest('body/tenders: This saved card has expired; choose another card');
  }

  function paymentLabel(display: PaymentDisplay): string {
    if (display.bnplPlan) return `${display.bnplPlan} × ${Math.ceil(display.amount / display.bnplPlan)}`;
    return display.cardLast4 ? `${display.cardBrand ?? 'card'} •••• ${display.cardLast4}` : '';
  }

  return {
    advance: fulfilment.advance,

    /** `customerId`: the signed-in shopper, if any (points need one; a member's order earns points). */
    async placeOrder(body: PlaceOrderBody, key: string, customerId: string | null = null): Promise<PlaceOrderOutcome> {
      if (!customerId && body.tenders.some((tender) => tender.code === 'LOYALTY_POINTS')) throw new HttpError(401, 'Sign in to pay with points');
      const hash = requestHash(body);
      // No lookup of the key first (a round trip every new order paid for): a replay meets the key's unique constraint
      // or its basket already ordered, and is answered from there. Another customer's basket does not exist for this
      // caller (pricing it answers the cart's 404), replays included.
      await checkSavedCard(body, customerId);
      let placed: { row: OrderRow; shownChanged: string[] } | undefined;
      for (let attempt = 1; !placed; attempt += 1) {
        try {
          placed = await createOrder(body, key, hash, customerId);
        } catch (error) {
          if (error instanceof ShippingMethodChange) {
            // The cart owns the shipping choice (it changes the price): set it there, outside the transaction, and price again.
            if (attempt >= 3) throw conflict('The shipping method keeps changing; try again');
            await deps.cart.setShippingMethod(body.basketId, error.code);
            continue;
          }
          if (error instanceof BasketAlreadyOrdered || violates(error, 'orders_idempotency_key') || violates(error, 'orders_live_basket')) {
            return alreadyOrdered(body.basketId, key, hash);
          }
          // A clash of random order numbers (1 in 10^8 per pair) just draws again.
          if (!violates(error, 'orders_order_number') || attempt >= 3) throw error;
        }
      }
      if (placed.shownChanged.length > 0) await deps.stockChanged(placed.shownChanged);
      return pay(placed.row, body, key);
    },

    /**
     * Orders left `created` longer than `maxAgeMs` (a challenge never answered, a crash between commit and payment)
     * are cancelled, so their stock and gift-card money come back. Runs on a timer; returns how many it cancelled.
     */
    async expireStale(maxAgeMs: number = STALE_ORDER_MS, now: Date = new Date()): Promise<number> {
      let cancelled = 0;
      for (const row of await orders.staleCreated(new Date(now.getTime() - maxAgeMs))) {
        // A row that moved on meanwhile (paid at the last second) fails its conditional update: leave it.
        const done = await settlement.cancel(row, 'The payment was not completed in time').catch(() => null);
        if (done) cancelled += 1;
      }
      return cancelled;
    },

    /**
     * Issue 28: orders an instance left half-way (killed after the order committed, before its payment's outcome was
     * written to it). An authorised payment pays the order (the shopper's retry with the same key then gets that
     * answer); otherwise an unrecorded attempt is voided at the provider and the order cancelled, its stock, gift-card
     * money and points given back. Every step is conditional, so instances running it at once do each order once.
     */
    async recoverInterrupted(minAgeMs: number = INTERRUPTED_ORDER_MS, now: Date = new Date()): Promise<{ paid: number; cancelled: number }> {
      const outcome = { paid: 0, cancelled: 0 };
      for (const row of await orders.interruptedBefore(new Date(now.getTime() - minAgeMs))) {
        const attempts = await deps.payments.forOrder(row.orderNumber);
        const authorized = attempts.find((attempt) => attempt.status === 'authorized');
        try {
          if (authorized) {
            const method = { code: authorized.provider, additionalData: { amount: authorized.amount, label: paymentLabel(authorized.display) } };
            await settlement.settlePaid(row, { paymentId: authorized.paymentId, paymentMethods: [...row.paymentMethods, method] });
            outcome.paid += 1;
            continue;
          }
          for (const attempt of attempts) if (attempt.status === 'pending') await deps.payments.abandon(attempt.paymentId);
          await settlement.cancel(row, 'The payment could not be confirmed; nothing was charged');
          outcome.cancelled += 1;
        } catch {
          // Moved on meanwhile (another instance, or the shopper's retry): its conditional update refused; leave it.
        }
      }
      return outcome;
    },

    /** The shopper answered the 3-D Secure challenge: paid, or cancelled with the stock and gift cards given back. */
    async completeChallenge(orderNumber: string, paymentId: string): Promise<PlaceOrderResult> {
      const number = normaliseOrderNumber(orderNumber);
      const row = ORDER_NUMBER_PATTERN.test(number) ? await orders.byNumber(number) : null;
      if (!row || row.paymentId !== paymentId) throw notFound('We could not find an order waiting for this payment');
      if (row.status === 'cancelled') throw paymentRequired(row.failureMessage ?? 'The payment failed');
      if (row.status !== 'created') return result(row);
      const outcome = await deps.payments.completeChallenge(paymentId);
      if (outcome.status === 'declined') {
        await settlement.cancel(row, outcome.message);
        throw paymentRequired(outcome.message);
      }
      if (outcome.status === 'challenge') throw conflict('The 3-D Secure check is not finished');
      return result(await settlement.settlePaid(row));
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
