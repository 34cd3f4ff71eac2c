/**
 * Tables owned by the gift-cards module. The PIN is kept only as a scrypt hash; the balance can never go negative
 * (CHECK), and every change of it has a ledger row. order numbers are plain ids of the orders module.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    pinHash: text('pin_hash').notNull(),
    currency: text('currency').notNull(),
    initialAmount: integer('initial_amount').notNull(),
    balance: integer('balance').notNull(),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    /** The order that bought the card (null for demo cards). */
    createdOrderNumber: text('created_order_number'),
    recipientEmail: text('recipient_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gift_cards_balance_not_negative', sql`${t.balance} >= 0`), check('gift_cards_number_16_digits', sql`${t.number} ~ '^[0-9]{16}$'`)],
);

export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    /** issue | debit | refund */
    kind: text('kind').notNull(),
    /** Signed change of the balance: negative for a debit. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderRef: text('order_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_ledger_card').on(t.giftCardId), check('gift_card_ledger_balance_after', sql`${t.balanceAfter} >= 0`)],
);
