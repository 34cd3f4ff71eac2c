/**
 * The two ways an order leaves `created`: paid (basket emptied, bought gift cards issued, e-mails queued, all in one
 * transaction) or cancelled (stock and gift-card money given back). Both start with the conditional status update,
 * so a concurrent second attempt fails before it can release stock or refund twice.
 */
import type { Database } from '../../db/client';
import type { CartService } from '../cart';
import type { CatalogService } from '../catalog';
import type { WarehouseId } from '../catalog';
import type { GiftCardsService } from '../gift-cards';
import type { LoyaltyService } from '../loyalty';
import type { PaymentsService } from '../payments';
import { confirmationEmail, giftCardEmail } from '../orders';
import type { NewOrderRow, OrderRow, OrdersService } from '../orders';
import type { OutboxService } from '../outbox';

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

export function createSettlement(deps: SettlementDeps) {
  /** Inside the caller's transaction. */
  async function markPaid(tx: Database, row: OrderRow, changes: Partial<NewOrderRow> = {}): Promise<OrderRow> {
    const paid = await deps.orders.transition(tx, row, 'paid', { ...changes, challengeUrl: null });
    await deps.cart.closeBasket(paid.basketId, tx);
    // Only a signed-in shopper's order can be a member's (orderPlaced links it then): a guest order earns nothing.
    if (paid.customerId) await deps.loyalty.orderPaid(tx, paid);
    const texts = deps.orders.texts(paid);
    for (const line of paid.giftCardLines) {
      const card = await deps.giftCards.issue(
        { amount: { amount: line.amount, currency: paid.currency }, recipientEmail: line.recipientEmail, orderNumber: paid.orderNumber },
        tx,
      );
      await deps.outbox.enqueue(tx, giftCardEmail({ ...line, number: card.number, pin: card.pin, currency: paid.currency }, texts, paid));
    }
    await deps.outbox.enqueue(tx, confirmationEmail(deps.orders.toOrder(paid), texts, deps.orderUrl(paid)));
    return paid;
  }

  /** Its own transaction: status first, then stock back and gift cards refunded; the card authorization is voided. */
  async function cancel(row: OrderRow, message: string): Promise<OrderRow> {
    const cancelled = await deps.db.transaction(async (tx) => {
      const updated = await deps.orders.transition(tx, row, 'cancelled', { failureMessage: message, challengeUrl: null });
      const shownChanged = await deps.catalog.releaseStock(tx, row.warehouseId as WarehouseId, stockLinesOf(row));
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

  return { markPaid, cancel };
}

export type Settlement = ReturnType<typeof createSettlement>;
