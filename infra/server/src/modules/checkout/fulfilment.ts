/**
 * Fulfilment steps after payment, with their money movements: shipping captures the card/BNPL authorization, a
 * return puts the units back in stock and refunds the gift cards and the captured payment, cancelling a paid order
 * gives everything back. The orders module only records states; checkout owns the tenders, so it drives these.
 */
import type { Order, OrderStatus } from '@sf/contracts';
import { conflict, notFound } from '../../http-errors';
import { normaliseOrderNumber, ORDER_NUMBER_PATTERN } from '../orders';
import { ORDER_NOT_FOUND, type OrderRow } from '../orders';
import { releaseOrderStock, type Settlement, type SettlementDeps } from './settlement';

export function createFulfilment(deps: SettlementDeps, settlement: Settlement) {
  async function giveBack(row: OrderRow, to: 'returned'): Promise<OrderRow> {
    const updated = await deps.db.transaction(async (tx) => {
      const moved = await deps.orders.transition(tx, row, to);
      const shownChanged = await releaseOrderStock(deps, tx, row);
      for (const debit of row.giftCardDebits) {
        await deps.giftCards.refund(tx, { number: debit.number, amount: { amount: debit.amount, currency: row.currency }, orderRef: row.orderNumber });
      }
      // Points paid with come back; points the order earned are taken back.
      await deps.loyalty.orderUndone(tx, row.orderNumber);
      return { moved, shownChanged };
    });
    if (updated.shownChanged.length > 0) await deps.stockChanged(updated.shownChanged);
    if (row.paymentId) await deps.payments.refund(row.paymentId);
    return updated.moved;
  }

  return {
    /** Moves a placed order along the state machine (409 for a step it does not allow). */
    async advance(orderNumber: string, status: OrderStatus): Promise<Order> {
      const number = normaliseOrderNumber(orderNumber);
      const row = ORDER_NUMBER_PATTERN.test(number) ? await deps.orders.byNumber(number) : null;
      if (!row) throw notFound(ORDER_NOT_FOUND);
      if (status === 'created' || status === 'paid') throw conflict(`Order ${row.orderNumber} cannot be set to ${status} here`);
      if (row.pickupStoreId && (status === 'shipped' || status === 'delivered')) {
        throw conflict(`Order ${row.orderNumber} is picked up in store: the store marks it ready and collected`);
      }
      if (status === 'cancelled') return deps.orders.toOrder(await settlement.cancel(row, 'Cancelled by the shop'));
      if (status === 'returned') return deps.orders.toOrder(await giveBack(row, 'returned'));
      // Capture before recording the shipment: a parcel must not leave for an authorization that cannot be taken.
      if (status === 'shipped' && row.status === 'paid' && row.paymentId) await deps.payments.capture(row.paymentId);
      return deps.orders.toOrder(await deps.db.transaction((tx) => deps.orders.transition(tx, row, status)));
    },
  };
}
