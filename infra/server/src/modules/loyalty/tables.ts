/**
 * Tables owned by the loyalty module. A member is one customer in one brand's programme. The points balance is the
 * sum of the member's ledger: rows are only ever appended (earn, reverse, redeem, refund, adjust), never updated.
 * Each row carries the member's running sequence number and the balance after it; writes lock the member row first,
 * and unique (member, seq) plus CHECK (balance_after >= 0) back that lock up in the database. Customer ids and order
 * numbers are plain values of the identity and orders modules (no foreign keys across modules).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LoyaltyLedgerKind } from '@sf/contracts/loyalty';

export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    /** Site the shopper enrolled on (language of anything we send). */
    locale: text('locale').notNull(),
    /** Spec §2 rule 8: the enrollment_marketing_source the enrolment came with. */
    enrollmentSource: text('enrollment_source'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One membership per customer and brand: a second enrolment (double click, two tabs) meets this index.
  (t) => [uniqueIndex('loyalty_members_customer_brand').on(t.customerId, t.brand)],
);

export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => loyaltyMembers.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per member: the order of the member's changes. */
    seq: integer('seq').notNull(),
    kind: text('kind').$type<LoyaltyLedgerKind>().notNull(),
    /** Signed change of the balance: negative for redeem and reverse. */
    points: integer('points').notNull(),
    /** Signed change of lifetime points (tiers): earn +, reverse −, adjust ±; redeem and refund 0. */
    lifetimePoints: integer('lifetime_points').notNull().default(0),
    balanceAfter: integer('balance_after').notNull(),
    orderRef: text('order_ref'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_ledger_member_seq').on(t.memberId, t.seq),
    // An order earns, is reversed, redeems and is refunded at most once each: replays and races meet this index.
    uniqueIndex('loyalty_ledger_order_kind').on(t.orderRef, t.kind).where(sql`order_ref is not null and kind <> 'adjust'`),
    index('loyalty_ledger_member_created').on(t.memberId, t.createdAt),
    check('loyalty_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
    check('loyalty_ledger_kind', sql`${t.kind} in ('earn', 'reverse', 'redeem', 'refund', 'adjust')`),
  ],
);

/**
 * Orders placed by a signed-in member: who earns when the order is paid (the order row itself knows only an e-mail),
 * and what the order's points came from. Written in the place-order transaction.
 */
export const loyaltyOrders = pgTable('loyalty_orders', {
  orderNumber: text('order_number').primaryKey(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => loyaltyMembers.id, { onDelete: 'cascade' }),
  /** Points paid with (0 when none). */
  pointsRedeemed: integer('points_redeemed').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
