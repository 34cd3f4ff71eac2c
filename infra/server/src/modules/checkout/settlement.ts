/**
 * The two ways an order leaves `created`: paid (basket emptied, bought gift cards issued, e-mails queued, all in one
 * transaction) or cancelled (stock and gift-card money given back). Both start with the conditional status update,
 * so a concurrent second attempt fails before it can release stock or refund twice.
 */
import type { Database } from '../../db/client';
import { run, statement } from '../../db/statements';
import { conflict } from '../../http-errors';
import { closeBasketCtes, type CartService } from '../cart';
import type { CatalogService } from '../catalog';
import type { WarehouseId } from '../catalog';
import type { GiftCardsService } from '../gift-cards';
import type { LoyaltyService } from '../loyalty';
import type { PaymentsService } from '../payments';
import type { StoresService } from '../stores';
import { confirmationEmail, giftCardEmail, paidUpdateSql } from '../orders';
import type { OrderRow, OrdersService, PaidChanges } from '../orders';
import { messageValues, OUTBOX_COLUMNS, type OutboxService } from '../outbox';

export interface SettlementDeps {
  db: Database;
  cart: CartService;
  catalog: CatalogService;
  giftCards: GiftCardsService;
  /** Points paid with (taken at place order) come back on cancel/return; a member's paid order earns points. */
  loyalty: LoyaltyService;
  payments: PaymentsService;
  orders: OrdersService;
  outbox: OutboxService;
  /** Store pickup (issue 25): a pickup order takes and gives back its store's units, not a warehouse's. */
  stores: StoresService;
  /** Link to the order-details page for the e-mail. */
  orderUrl: (row: OrderRow) => string;
  /**
   * Called after a transaction that moved stock has committed, with the products whose shown stock changed (a size
   * sold out or back, few left: the catalog's SHOWN_STOCK_LIMIT), so listings stop (or start again) offering those
   * sizes. The search module's reindex; never inside a transaction (PGlite has one connection).
   */
  stockChanged: (productIds: readonly string[]) => Promise<unknown>;
}

export const stockLinesOf = (row: Pick<OrderRow, 'items'>) =>
  row.items.filter((item) => !item.giftCard).map((item) => ({ variantId: item.variantId, quantity: item.quantity }));

/**
 * Every paid order's writes in one statement: the order to paid (conditional on its status), its basket emptied and
 * closed, its confirmation queued; the last two only when the first found its row. One statement is atomic on its
 * own, so a guest's card order is settled in one round trip instead of a transaction of five (begin, three
 * statements, commit). $1–$5 paidValues (orders), $6 basket id, $7–$14 the confirmation (outbox columns).
 */
const ORDER_PAID = statement<{ moved: number }>(
  'checkout_order_paid',
  `with order_paid as (${paidUpdateSql({ id: '$1', from: '$2', at: '$3', paymentId: '$4', paymentMethods: '$5' })}),
  ${closeBasketCtes('$6::uuid', '$3::timestamptz', 'exists (select 1 from order_paid)')},
  confirmation as (
    insert into outbox_messages (${OUTBOX_COLUMNS})
    select $7::uuid, $8::text, $9::text, $10::text, $11::text, $12::text, $13::text, $14::text from order_paid
  )
  select count(*)::int as "moved" from order_paid`,
);

/**
 * Gives an order's units back where they were taken: the pickup store's shelf, else the warehouse. Returns the
 * products whose shown (online) stock changed; a store's stock shows on no listing.
 */
export async function releaseOrderStock(deps: SettlementDeps, tx: Database, row: OrderRow): Promise<string[]> {
  if (row.pickupStoreId) {
    await deps.stores.releaseStock(tx, row.pickupStoreId, stockLinesOf(row));
    return [];
  }
  return deps.catalog.releaseStock(tx, row.warehouseId as WarehouseId, stockLinesOf(row));
}

export function createSettlement(deps: SettlementDeps) {
  /**
   * Through `handle`: the caller's transaction, or the pool when `needsTransaction(row)` is false (then the one
   * statement is all there is). A concurrent second attempt finds the status moved and gets 409 with nothing written.
   */
  async function markPaid(handle: Database, row: OrderRow, changes: PaidChanges = {}): Promise<OrderRow> {
    const { values, paid } = deps.orders.paidValues(row, changes);
    const texts = deps.orders.texts(paid);
    const confirmation = confirmationEmail(deps.orders.toOrder(paid), texts, deps.orderUrl(paid));
    const [written] = await run(handle, ORDER_PAID, [...values, paid.basketId, ...messageValues(confirmation)]);
    if (!written?.moved) throw conflict(`Order ${row.orderNumber} changed meanwhile; try again`);
    // Only a signed-in shopper's order can be a member's (orderPlaced links it then): a guest order earns nothing.
    if (paid.customerId) await deps.loyalty.orderPaid(handle, paid);
    for (const line of paid.giftCardLines) {
      const card = await deps.giftCards.issue(
        { amount: { amount: line.amount, currency: paid.currency }, recipientEmail: line.recipientEmail, orderNumber: paid.orderNumber },
        handle,
      );
      await deps.outbox.enqueue(handle, giftCardEmail({ ...line, number: card.number, pin: card.pin, currency: paid.currency }, texts, paid));
    }
    return paid;
  }

  /** Whether paying `row` writes more than ORDER_PAID: a member's points, bought gift cards and their e-mails. */
  const needsTransaction = (row: OrderRow) => row.customerId !== null || row.giftCardLines.length > 0;

  /** markPaid in a transaction of its own when it needs one; else its one statement (atomic by itself). */
  async function settlePaid(row: OrderRow, changes: PaidChanges = {}): Promise<OrderRow> {
    return needsTransaction(row) ? deps.db.transaction((tx) => markPaid(tx, row, changes)) : markPaid(deps.db, row, changes);
  }

  /** Its own transaction: status first, then stock back and gift cards refunded; the card authorization is voided. */
  async function cancel(row: OrderRow, message: string): Promise<OrderRow> {
    const cancelled = await deps.db.transaction(async (tx) => {
      const updated = await deps.orders.transition(tx, row, 'cancelled', { failureMessage: message, challengeUrl: null });
      const shownChanged = await releaseOrderStock(deps, tx, row);
      for (const debit of row.giftCardDebits) {
        await deps.giftCards.refund(tx, { number: debit.number, amount: { amount: debit.amount, currency: row.currency }, orderRef: row.orderNumber });
      }
      await deps.loyalty.orderUndone(tx, row.orderNumber);
      return { updated, shownChanged };
    });
    if (cancelled.shownChanged.length > 0) await deps.stockChanged(cancelled.shownChanged);
    if (row.paymentId) await deps.payments.void(row.paymentId).catch(() => undefined);
    return cancelled.updated;
  }

  return { markPaid, settlePaid, cancel };
}

export type Settlement = ReturnType<typeof createSettlement>;
