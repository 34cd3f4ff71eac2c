/**
 * Tables owned by the payments module: one row per authorization attempt of a tender (card or BNPL). No card
 * number or CVC is ever stored: only the brand and last four digits the provider returned. order_ref is a plain id.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** The caller's key for this tender: a replay returns the stored outcome instead of charging again. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    /** authorized | declined | challenge | captured | voided | refunded */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    declineReason: text('decline_reason'),
    declineMessage: text('decline_message'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    bnplPlan: integer('bnpl_plan'),
    orderRef: text('order_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_refund_within_amount', sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`),
    index('payments_order_ref').on(t.orderRef),
  ],
);
