/**
 * Tables owned by the orders module. An order is a snapshot: items, prices, addresses and totals are copied at
 * placement so later catalogue changes never alter it. Catalogue ids, basket ids and gift-card ids are plain values.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Order, OrderStatus } from '@sf/contracts';
import type { Currency } from '@sf/remote-contract';

/** What an order must remember to undo its tenders: gift-card debits to refund when it is cancelled. */
export interface GiftCardDebitRecord {
  number: string;
  amount: number;
  /** C2's debit reference, when its service returns one. */
  debitId: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Lower-cased, for lookups. */
    email: text('email').notNull(),
    /**
     * The signed-in customer who placed it (a plain id of the identity module), or the account a guest order of the
     * same verified e-mail was attached to; null for a guest order.
     */
    customerId: uuid('customer_id'),
    basketId: uuid('basket_id').notNull(),
    warehouseId: text('warehouse_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** sha256 of the canonical request body: a replay with another body is refused. */
    requestHash: text('request_hash').notNull(),
    totals: jsonb('totals').$type<Order['totals']>().notNull(),
    billingAddress: jsonb('billing_address').$type<Order['billingAddress']>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Order['shippingAddress']>().notNull(),
    shippingMethod: jsonb('shipping_method').$type<{ code: string; label: string }>().notNull(),
    items: jsonb('items').$type<Order['items']>().notNull(),
    paymentMethods: jsonb('payment_methods').$type<Order['paymentMethod']>().notNull(),
    giftCardDebits: jsonb('gift_card_debits').$type<GiftCardDebitRecord[]>().notNull(),
    /** Gift cards bought with the order (basket gift-card lines), issued when paid. */
    giftCardLines: jsonb('gift_card_lines')
      .$type<Array<{ amount: number; recipientEmail: string; recipientName: string; senderName: string; message: string }>>()
      .notNull(),
    /** Provider payment of the CARD/BNPL remainder, and a pending 3-D Secure challenge. */
    paymentId: text('payment_id'),
    challengeUrl: text('challenge_url'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /**
     * Store pickup (issue 25): the store that holds the units (taken from its stock, not the warehouse's), who collects
     * them, and the counter's progress (waiting → ready → collected); all null for a delivered order.
     */
    pickupStoreId: text('pickup_store_id'),
    pickupPerson: jsonb('pickup_person').$type<{ name: string; email: string; phone: string }>(),
    pickupStatus: text('pickup_status').$type<'waiting' | 'ready' | 'collected'>(),
    pickupReadyAt: timestamp('pickup_ready_at', { withTimezone: true }),
    pickupCollectedAt: timestamp('pickup_collected_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_number').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    // One basket becomes at most one live order, however many requests race (a double click, two tabs, retries with
    // new keys): the database refuses the second insert. A cancelled order (declined card) frees the basket again.
    uniqueIndex('orders_live_basket').on(t.basketId).where(sql`status <> 'cancelled'`),
    index('orders_payment').on(t.paymentId),
    index('orders_status_created').on(t.status, t.createdAt),
    // Order history (newest first) and the attaching of guest orders by e-mail.
    index('orders_customer_created').on(t.customerId, t.createdAt),
    index('orders_guest_email').on(t.email).where(sql`customer_id is null`),
    // The store counter's list: a store's pickup orders by status.
    index('orders_pickup_store').on(t.pickupStoreId, t.pickupStatus).where(sql`pickup_store_id is not null`),
  ],
);
