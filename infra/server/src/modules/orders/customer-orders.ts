/**
 * A signed-in customer's orders: the history (newest first, paged), one order by number for its owner only, and the
 * attaching of guest orders placed with the customer's e-mail once that e-mail is verified. The history leaves out
 * attempts that never became a purchase (waiting for 3-D Secure, or cancelled before payment: a declined card).
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { LifetimeValue, OrderHistory, OrderHistoryItem } from '@sf/contracts';
import type { Currency } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { normaliseOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';
import { orders } from './tables';

type OrderRow = typeof orders.$inferSelect;

/** Orders the history shows: paid at some point (or later states), never a bare attempt. */
const purchased = and(ne(orders.status, 'created'), or(ne(orders.status, 'cancelled'), isNotNull(orders.paidAt)));

const IMAGES_PER_ROW = 4;

function historyItem(row: OrderRow): OrderHistoryItem {
  return {
    orderNumber: row.orderNumber,
    status: row.status,
    isFinalized: row.status !== 'created' && row.status !== 'cancelled',
    brand: row.brand,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    totals: row.totals,
    itemCount: row.items.reduce((sum, item) => sum + item.quantity, 0),
    images: row.items
      .map((item) => item.image)
      .filter(Boolean)
      .slice(0, IMAGES_PER_ROW),
  };
}

export function createCustomerOrders(db: Database) {
  return {
    async history(customerId: string, page: number, pageSize: number): Promise<OrderHistory> {
      const mine = and(eq(orders.customerId, customerId), purchased);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(mine)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(orders).where(mine),
      ]);
      return { orders: rows.map(historyItem), page, pageSize, total: counted?.total ?? 0 };
    },

    /** The order when it is the customer's; null for another's, a guest's or an unknown number. */
    async forCustomer(customerId: string, orderNumber: string): Promise<OrderRow | null> {
      const number = normaliseOrderNumber(orderNumber);
      if (!ORDER_NUMBER_PATTERN.test(number)) return null;
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, number), eq(orders.customerId, customerId)));
      return row ?? null;
    },

    /** Spec §3 lifetime value in one currency: kept purchases only (returned and cancelled ones do not count). */
    async lifetimeValue(customerId: string, currency: Currency, now = new Date()): Promise<LifetimeValue> {
      const rows = await db
        .select({ totals: orders.totals, createdAt: orders.createdAt })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), inArray(orders.status, ['paid', 'shipped', 'delivered'])));
      const kept = rows.filter((row) => row.totals.currency === currency);
      const yearAgo = now.getTime() - 365 * 24 * 60 * 60 * 1000;
      const clv = kept.reduce((sum, row) => sum + row.totals.total, 0);
      const pastSpend = kept.filter((row) => row.createdAt.getTime() >= yearAgo).reduce((sum, row) => sum + row.totals.total, 0);
      return { currency, clv, pastSpend, numberOfPurchases: kept.length, monetary: kept.length ? Math.round(clv / kept.length) : 0 };
    },

    /**
     * Guest orders placed with `email` become the customer's. Call it only for a VERIFIED e-mail (after sign-up
     * verification or an e-mail change): whoever proves the address owns its guest orders. Idempotent; returns how
     * many orders were attached.
     */
    async attachGuestOrders(customerId: string, email: string): Promise<number> {
      const attached = await db
        .update(orders)
        .set({ customerId })
        .where(and(isNull(orders.customerId), eq(orders.email, email.trim().toLowerCase())))
        .returning({ id: orders.id });
      return attached.length;
    },

    /**
     * Account deletion: orders are bookkeeping records the shop must keep, so they stay, detached from the account
     * (customer_id null) like guest orders; everything else of the account is deleted by its module.
     */
    async forgetCustomer(customerId: string): Promise<void> {
      await db.update(orders).set({ customerId: null }).where(eq(orders.customerId, customerId));
    },
  };
}
