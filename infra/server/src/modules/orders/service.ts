/**
 * Orders: the stored snapshot rendered as the public Order, access by order number + e-mail (one answer for either
 * being wrong), state transitions that only follow the state machine, and the return label. Checkout creates and
 * advances orders through this service inside its transactions.
 */
import { and, desc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Order, OrderStatus, OrderSummary } from '@sf/contracts';
import type { PickupStatus } from '@sf/contracts/store-pickup';
import type { Database } from '../../db/client';
import { run, selectList, statement, tableWriter } from '../../db/statements';
import { conflict, notFound } from '../../http-errors';
import type { I18nService } from '../i18n';
import { createCustomerOrders } from './customer-orders';
import { normaliseOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';
import { renderReturnLabel } from './return-label';
import { assertTransition, STATUS_TIMESTAMP } from './state-machine';
import { orders } from './tables';
import { orderTexts } from './texts';
import { shipmentsOf } from './tracking';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

export const ORDER_NOT_FOUND = 'We could not find an order with these details';
export const RETURN_WINDOW_DAYS = 30;
const DAY = 24 * 3_600_000;

export interface OrdersServiceOptions {
  i18n: I18nService;
  now?: () => Date;
}

export function returnEligibility(row: OrderRow, now: Date): Order['returnLabel'] {
  const until = new Date(row.createdAt.getTime() + RETURN_WINDOW_DAYS * DAY);
  const no = (reason: string) => ({ eligible: false, until: null, reason });
  if (row.status === 'created') return no('This order is not paid yet, so it cannot be returned');
  if (row.status === 'cancelled') return no('This order was cancelled, so there is nothing to return');
  if (row.status === 'returned') return no('This order has already been returned');
  if (!row.items.some((item) => !item.giftCard)) return no('E-gift cards cannot be returned');
  if (now > until)
    return {
      eligible: false,
      until: until.toISOString(),
      reason: `The ${RETURN_WINDOW_DAYS}-day return period for this order ended on ${until.toISOString().slice(0, 10)}`,
    };
  return { eligible: true, until: until.toISOString(), reason: null };
}

/**
 * Placing an order runs these for every shopper: prepared statements (db/statements.ts). Writes read back only what
 * the database decides (created_at); the rest of the row is what was written.
 */
const writer = tableWriter(orders, 'orders');
const BY_IDEMPOTENCY_KEY = statement<OrderRow>('orders_by_idempotency_key', `select ${selectList(orders)} from orders where idempotency_key = $1`);
/** The nullable columns an insert leaves at their default (null). */
const UNSET = {
  customerId: null,
  paymentId: null,
  challengeUrl: null,
  failureMessage: null,
  paidAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  returnedAt: null,
  pickupStoreId: null,
  pickupPerson: null,
  pickupStatus: null,
  pickupReadyAt: null,
  pickupCollectedAt: null,
} satisfies Partial<OrderRow>;

/** What paying changes besides the status: the card/BNPL payment and the order's tenders with it. */
export type PaidChanges = Partial<Pick<NewOrderRow, 'paymentId' | 'paymentMethods'>>;

/**
 * The UPDATE that moves an order from `from` to paid, for a statement that does more in the same step (checkout's
 * paid order: basket closed and confirmation queued with it). Conditional on the status read, as `transition` is, and
 * `returning id`: no row means another request moved the order first. Placeholders, in `paidValues` order: id, from
 * status, paid at, payment id (null: unchanged), tenders as JSON (null: unchanged).
 */
export function paidUpdateSql(p: { id: string; from: string; at: string; paymentId: string; paymentMethods: string }): string {
  return `update orders set status = 'paid', paid_at = ${p.at}::timestamptz, challenge_url = null,
    payment_id = coalesce(${p.paymentId}::text, payment_id), payment_methods = coalesce(${p.paymentMethods}::jsonb, payment_methods)
    where id = ${p.id}::uuid and status = ${p.from}::text returning id`;
}

export function createOrdersService(db: Database, options: OrdersServiceOptions) {
  const now = options.now ?? (() => new Date());

  function toOrder(row: OrderRow): Order {
    const at = now();
    return {
      orderNumber: row.orderNumber,
      isFinalized: row.status !== 'created' && row.status !== 'cancelled',
      status: row.status,
      brand: row.brand,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
      billingAddress: row.billingAddress,
      shippingAddress: row.shippingAddress,
      paymentMethod: row.paymentMethods,
      totals: row.totals,
      shipments: shipmentsOf(row, at),
      items: row.items,
      returnLabel: returnEligibility(row, at),
      pickup:
        row.pickupStoreId && row.pickupPerson && row.pickupStatus ? { storeId: row.pickupStoreId, person: row.pickupPerson, status: row.pickupStatus } : null,
    };
  }

  /** The order only when both its number and its e-mail match; otherwise the same 404 for either. */
  async function requireForShopper(orderNumber: string, email: string): Promise<OrderRow> {
    const number = normaliseOrderNumber(orderNumber);
    if (!ORDER_NUMBER_PATTERN.test(number)) throw notFound(ORDER_NOT_FOUND);
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, number), eq(orders.email, email.trim().toLowerCase())));
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return row;
  }

  /**
   * Moves an order along the state machine inside `tx`. The update is conditional on the status read, so two
   * concurrent transitions cannot both win; the loser gets 409.
   */
  async function transition(tx: Database, row: OrderRow, to: OrderStatus, changes: Partial<NewOrderRow> = {}): Promise<OrderRow> {
    assertTransition(row.orderNumber, row.status, to);
    const stamp = to === 'created' ? {} : { [STATUS_TIMESTAMP[to]]: now() };
    const written = { ...changes, ...stamp, status: to };
    const [updated] = await writer.update(tx, written, (n) => `id = $${n} and status = $${n + 1}`, [row.id, row.status], ['id']);
    if (!updated) throw conflict(`Order ${row.orderNumber} changed meanwhile; try again`);
    return { ...row, ...written };
  }

  return {
    toOrder,
    ...createCustomerOrders(db),

    async lookup(orderNumber: string, email: string): Promise<OrderSummary> {
      const order = toOrder(await requireForShopper(orderNumber, email));
      return {
        orderNumber: order.orderNumber,
        status: order.status,
        isFinalized: order.isFinalized,
        createdAt: order.createdAt,
        totals: order.totals,
        itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
        shipments: order.shipments,
      };
    },

    async details(orderNumber: string, email: string): Promise<Order> {
      return toOrder(await requireForShopper(orderNumber, email));
    },

    /** A PDF for an eligible order; 409 with the reason otherwise. */
    async returnLabel(orderNumber: string, email: string): Promise<{ pdf: Buffer; filename: string }> {
      const row = await requireForShopper(orderNumber, email);
      const order = toOrder(row);
      if (!order.returnLabel.eligible) throw conflict(order.returnLabel.reason ?? 'This order cannot be returned');
      const carrier = order.shipments[0]?.carrier ?? 'DPD';
      return {
        pdf: await renderReturnLabel(order, row.warehouseId, carrier, orderTexts(options.i18n, row.brand, row.locale)),
        filename: `return-label-${row.orderNumber}.pdf`,
      };
    },

    byIdempotencyKey: async (key: string, executor: Database = db): Promise<OrderRow | null> => (await run(executor, BY_IDEMPOTENCY_KEY, [key]))[0] ?? null,

    /** The basket's order that is not cancelled (the unique index orders_live_basket allows at most one). */
    liveForBasket: async (basketId: string, executor: Database = db): Promise<OrderRow | null> =>
      (
        await executor
          .select()
          .from(orders)
          .where(and(eq(orders.basketId, basketId), ne(orders.status, 'cancelled')))
      )[0] ?? null,

    byNumber: async (orderNumber: string, executor: Database = db): Promise<OrderRow | null> =>
      (await executor.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0] ?? null,

    /** Orders still `created` that were placed before `before` (abandoned 3-D Secure, or interrupted payment). */
    staleCreated: (before: Date, limit = 100): Promise<OrderRow[]> =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'created'), lt(orders.createdAt, before)))
        .limit(limit),

    /**
     * Orders still `created` before `before` with no 3-D Secure challenge waiting: left half-way by an instance that
     * died (checkout's recovery). Apart from the challenges, so that many open challenges never hide them.
     */
    interruptedBefore: (before: Date, limit = 100): Promise<OrderRow[]> =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'created'), isNull(orders.challengeUrl), lt(orders.createdAt, before)))
        .limit(limit),

    async insert(tx: Database, values: NewOrderRow): Promise<OrderRow> {
      const [inserted] = await writer.insert(tx, values, ['createdAt']);
      if (!inserted) throw new Error('order insert returned no row');
      return { ...UNSET, ...values, createdAt: inserted.createdAt };
    },

    transition,

    /**
     * Moving `row` to paid with paidUpdateSql: the values for its placeholders and the row as it will be. Refuses (409)
     * a step the state machine does not allow before anything is sent.
     */
    paidValues(row: OrderRow, changes: PaidChanges): { values: unknown[]; paid: OrderRow } {
      assertTransition(row.orderNumber, row.status, 'paid');
      const paidAt = now();
      const paid: OrderRow = { ...row, ...changes, status: 'paid', paidAt, challengeUrl: null };
      const methods = changes.paymentMethods === undefined ? null : JSON.stringify(changes.paymentMethods);
      return { values: [row.id, row.status, paidAt, changes.paymentId ?? null, methods], paid };
    },

    async update(tx: Database, row: OrderRow, changes: Partial<NewOrderRow>): Promise<OrderRow> {
      const [updated] = await writer.update(tx, changes, (n) => `id = $${n}`, [row.id], ['id']);
      return updated ? { ...row, ...changes } : row;
    },

    texts: (row: Pick<OrderRow, 'brand' | 'locale'>) => orderTexts(options.i18n, row.brand, row.locale),

    /** Issue 25: a store's paid and collected pickup orders, newest first (the store counter's list). */
    pickupsOfStore: (storeId: string, limit = 200): Promise<OrderRow[]> =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.pickupStoreId, storeId), inArray(orders.status, ['paid', 'shipped', 'delivered'])))
        .orderBy(desc(orders.createdAt))
        .limit(limit),

    /**
     * Moves a pickup order's counter status from `from` to `to` (with its timestamp), conditional on both the pickup
     * status and the order status read, so a double click or a second device changes it once; null when it had moved.
     */
    async setPickupStatus(tx: Database, row: OrderRow, from: PickupStatus, to: PickupStatus): Promise<OrderRow | null> {
      const at = now();
      const stamp = to === 'ready' ? { pickupReadyAt: at } : to === 'collected' ? { pickupCollectedAt: at } : {};
      const [updated] = await tx
        .update(orders)
        .set({ pickupStatus: to, ...stamp })
        .where(and(eq(orders.id, row.id), eq(orders.pickupStatus, from), eq(orders.status, row.status)))
        .returning({ id: orders.id });
      return updated ? { ...row, pickupStatus: to, ...stamp } : null;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
