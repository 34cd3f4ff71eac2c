/**
 * Tables owned by the payments module: one row per authorization attempt of a tender (card or BNPL). No card
 * number or CVC is ever stored: only the brand and last four digits the provider returned. order_ref is a plain id.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Saved cards: a customer's permanent payment-method references from the provider's vault (`provider_ref`), with the
 * display facts the provider returned. Never a card number or CVC. `fingerprint` is the provider's stable hash of the
 * card number: saving the same card twice (even at the same moment) hits the unique index instead of a duplicate.
 * customer_id is a plain id of the identity module.
 */
export const savedCards = pgTable(
  'payments_saved_cards',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull().unique(),
    fingerprint: text('fingerprint').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_saved_cards_customer_fingerprint').on(t.customerId, t.fingerprint),
    uniqueIndex('payments_saved_cards_one_default').on(t.customerId).where(sql`is_default`),
    check('payments_saved_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * The built-in test provider's vault (the PSP's side, not ours): permanent references a one-time token was exchanged
 * for. Unlike its one-hour tokens (key-value store) a vaulted card must survive restarts, so it is a table.
 */
export const testProviderVault = pgTable('payments_test_psp_vault', {
  reference: text('reference').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  behaviour: text('behaviour').notNull(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
