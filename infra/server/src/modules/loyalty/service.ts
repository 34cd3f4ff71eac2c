/**
 * Loyalty: enrolment (one membership per customer and brand), the points ledger and its order hooks. The balance is
 * always the sum of the member's ledger. Every change runs inside a transaction that first locks the member row
 * (SELECT … FOR UPDATE), reads the sums, refuses what would take the balance below zero and appends one row with the
 * next sequence number; unique (member, seq) and CHECK (balance_after >= 0) make the database refuse anything that
 * slipped past the lock. Checkout calls the order hooks inside its own transactions (place order, paid, cancelled,
 * returned), so points move atomically with the order, like gift-card money.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LoyaltyAccount } from '@sf/contracts';
import { nextTierProgress, pointsEarned, pointsValue, tierFor, type LoyaltyLedgerKind } from '@sf/contracts/loyalty';
import { BRAND_KEYS, isLocaleCode, LOCALES, type BrandKey, type Currency } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-errors';
import type { OrderRow } from '../orders';
import type { SiteContext } from '../../site-context';
import { loyaltyLedger, loyaltyMembers, loyaltyOrders } from './tables';

export type LoyaltyErrorCode = 'not_member' | 'insufficient_points';

/** A refusal the shopper can act on; `code` lets checkout tell them apart. */
export class LoyaltyError extends HttpError {
  constructor(
    readonly code: LoyaltyErrorCode,
    message: string,
  ) {
    super(code === 'not_member' ? 403 : 409, message);
    this.name = 'LoyaltyError';
  }
}

export const NOT_MEMBER_MESSAGE = 'Join the loyalty programme to pay with points.';
export const insufficientPointsMessage = (balance: number, wanted: number) => `You have ${balance} points; this needs ${wanted}.`;

type MemberRow = typeof loyaltyMembers.$inferSelect;
type LedgerRow = typeof loyaltyLedger.$inferSelect;

export interface EnrollInput {
  brand: BrandKey;
  locale: string;
  /** enrollment_marketing_source (spec §2 rule 8). */
  source?: string | null;
}

interface Entry {
  kind: LoyaltyLedgerKind;
  points: number;
  lifetimePoints: number;
  orderRef?: string | null;
  note?: string | null;
}

/** The part of an order the earning rule reads. */
export type LoyaltyOrder = Pick<OrderRow, 'orderNumber' | 'brand' | 'locale' | 'currency' | 'totals' | 'paymentMethods' | 'items'>;

const brandOf = (brand: string): BrandKey => ((BRAND_KEYS as string[]).includes(brand) ? (brand as BrandKey) : 'northbound');

/** What a paid order earns points on: money paid, less points and e-gift cards bought. */
export function eligibleAmount(order: LoyaltyOrder): number {
  const paidWithPoints = order.paymentMethods
    .filter((method) => method.code === 'LOYALTY_POINTS')
    .reduce((sum, method) => sum + method.additionalData.amount, 0);
  const giftCardsBought = order.items.filter((item) => item.giftCard).reduce((sum, item) => sum + item.lineTotal.amount, 0);
  return Math.max(0, order.totals.total - paidWithPoints - giftCardsBought);
}

export function pointsForOrder(order: LoyaltyOrder): number {
  const country = isLocaleCode(order.locale) ? LOCALES[order.locale].country : 'GB';
  return pointsEarned(brandOf(order.brand), country, order.currency, eligibleAmount(order));
}

export function createLoyaltyService(db: Database) {
  async function memberOf(executor: Database, customerId: string, brand: string): Promise<MemberRow | null> {
    const [row] = await executor
      .select()
      .from(loyaltyMembers)
      .where(and(eq(loyaltyMembers.customerId, customerId), eq(loyaltyMembers.brand, brand)));
    return row ?? null;
  }

  async function sums(executor: Database, memberId: string) {
    const [row] = await executor
      .select({
        balance: sql<string>`coalesce(sum(${loyaltyLedger.points}), 0)`,
        lifetime: sql<string>`coalesce(sum(${loyaltyLedger.lifetimePoints}), 0)`,
        seq: sql<string>`coalesce(max(${loyaltyLedger.seq}), 0)`,
        entries: count(),
      })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.memberId, memberId));
    return { balance: Number(row?.balance ?? 0), lifetime: Number(row?.lifetime ?? 0), seq: Number(row?.seq ?? 0), entries: Number(row?.entries ?? 0) };
  }

  /** Inside `tx`: the member row locked until the transaction ends, so changes of one member run one at a time. */
  async function lock(tx: Database, memberId: string): Promise<void> {
    await tx.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.id, memberId)).for('update');
  }

  /** Appends one entry under the member lock; refuses (409) to take the balance below zero. */
  async function append(tx: Database, memberId: string, entry: Entry): Promise<LedgerRow> {
    await lock(tx, memberId);
    const before = await sums(tx, memberId);
    const balanceAfter = before.balance + entry.points;
    if (balanceAfter < 0) throw new LoyaltyError('insufficient_points', insufficientPointsMessage(before.balance, -entry.points));
    const [row] = await tx
      .insert(loyaltyLedger)
      .values({
        memberId,
        seq: before.seq + 1,
        kind: entry.kind,
        points: entry.points,
        lifetimePoints: entry.lifetimePoints,
        balanceAfter,
        orderRef: entry.orderRef ?? null,
        note: entry.note ?? null,
      })
      .returning();
    if (!row) throw new Error('loyalty ledger insert returned nothing');
    return row;
  }

  /** The order's entries of the given kinds (read under the member lock, so "already done?" is a safe question). */
  async function orderEntries(tx: Database, orderNumber: string): Promise<LedgerRow[]> {
    return tx.select().from(loyaltyLedger).where(eq(loyaltyLedger.orderRef, orderNumber));
  }

  async function orderLink(executor: Database, orderNumber: string) {
    const [row] = await executor.select().from(loyaltyOrders).where(eq(loyaltyOrders.orderNumber, orderNumber));
    return row ?? null;
  }

  async function account(customerId: string, site: SiteContext, page = 1, pageSize = 10): Promise<LoyaltyAccount> {
    const currency: Currency = LOCALES[site.locale].currency;
    const member = await memberOf(db, customerId, site.brand);
    if (!member) {
      return {
        member: false,
        membership: null,
        tier: null,
        balance: 0,
        lifetimePoints: 0,
        balanceValue: { amount: 0, currency },
        nextTier: null,
        ledger: { entries: [], page, pageSize, total: 0 },
      };
    }
    const totals = await sums(db, member.id);
    const rows = await db
      .select()
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.memberId, member.id))
      .orderBy(desc(loyaltyLedger.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return {
      member: true,
      membership: { brand: member.brand, memberSince: member.enrolledAt.toISOString(), enrollmentMarketingSource: member.enrollmentSource },
      tier: tierFor(totals.lifetime),
      balance: totals.balance,
      lifetimePoints: totals.lifetime,
      balanceValue: { amount: pointsValue(totals.balance, currency), currency },
      nextTier: nextTierProgress(totals.lifetime),
      ledger: {
        entries: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          points: row.points,
          balanceAfter: row.balanceAfter,
          orderNumber: row.orderRef,
          note: row.note,
          createdAt: row.createdAt.toISOString(),
        })),
        page,
        pageSize,
        total: totals.entries,
      },
    };
  }

  /**
   * Whether one of the order's entries of `kind` exists; the caller holds the member lock. Used so that a hook run
   * twice (a retried transition) adds nothing, without provoking a unique violation that would abort the caller's
   * transaction.
   */
  const has = (entries: LedgerRow[], kind: LoyaltyLedgerKind) => entries.some((entry) => entry.kind === kind);

  return {
    /** Enrols the customer in the brand's programme; a second call changes nothing. `created` says which happened. */
    async enroll(customerId: string, input: EnrollInput): Promise<{ created: boolean }> {
      const inserted = await db
        .insert(loyaltyMembers)
        .values({ customerId, brand: input.brand, locale: input.locale, enrollmentSource: input.source ?? null })
        .onConflictDoNothing({ target: [loyaltyMembers.customerId, loyaltyMembers.brand] })
        .returning({ id: loyaltyMembers.id });
      return { created: inserted.length > 0 };
    },

    /** The brands whose programme the customer belongs to (the session view's `loyaltyBrands`). */
    async brandsOf(customerId: string): Promise<string[]> {
      const rows = await db.select({ brand: loyaltyMembers.brand }).from(loyaltyMembers).where(eq(loyaltyMembers.customerId, customerId));
      return rows.map((row) => row.brand).sort();
    },

    /** `isLoyaltyMember` of the session view, analytics and the flag context. */
    async isMember(customerId: string, brand: string): Promise<boolean> {
      return (await memberOf(db, customerId, brand)) !== null;
    },

    account,

    /** Points balance (0 for a non-member). */
    async balance(customerId: string, brand: string): Promise<number> {
      const member = await memberOf(db, customerId, brand);
      return member ? (await sums(db, member.id)).balance : 0;
    },

    /** A manual change (goodwill, correction, demo history): positive also counts towards the tier. */
    async adjust(customerId: string, brand: string, points: number, note: string): Promise<LedgerRow> {
      if (!Number.isInteger(points) || points === 0) throw new HttpError(400, 'points: a whole number other than 0');
      return db.transaction(async (tx) => {
        const member = await memberOf(tx, customerId, brand);
        if (!member) throw new LoyaltyError('not_member', NOT_MEMBER_MESSAGE);
        return append(tx, member.id, { kind: 'adjust', points, lifetimePoints: Math.max(0, points), note });
      });
    },

    /**
     * Place-order hook, inside checkout's transaction: remembers that a signed-in member placed the order (it earns
     * when paid) and takes the points it pays with. Throws LoyaltyError when points are asked of a non-member or
     * exceed the balance, which rolls the whole order back.
     */
    async orderPlaced(tx: Database, input: { orderNumber: string; customerId: string | null; brand: string; points: number }): Promise<void> {
      const member = input.customerId ? await memberOf(tx, input.customerId, input.brand) : null;
      if (!member) {
        if (input.points > 0) throw new LoyaltyError('not_member', NOT_MEMBER_MESSAGE);
        return;
      }
      if (input.points > 0) {
        await append(tx, member.id, { kind: 'redeem', points: -input.points, lifetimePoints: 0, orderRef: input.orderNumber });
      }
      await tx.insert(loyaltyOrders).values({ orderNumber: input.orderNumber, memberId: member.id, pointsRedeemed: input.points });
    },

    /** Paid hook, inside the transaction that marks the order paid: the member earns its points once. */
    async orderPaid(tx: Database, order: LoyaltyOrder): Promise<number> {
      const link = await orderLink(tx, order.orderNumber);
      if (!link) return 0;
      const points = pointsForOrder(order);
      if (points <= 0) return 0;
      await lock(tx, link.memberId);
      if (has(await orderEntries(tx, order.orderNumber), 'earn')) return 0;
      await append(tx, link.memberId, { kind: 'earn', points, lifetimePoints: points, orderRef: order.orderNumber });
      return points;
    },

    /**
     * Cancelled or returned hook, inside that transaction: points paid with come back, then points earned are taken
     * back. Earned points already spent cannot be taken below zero: the reversal takes what is there and notes the
     * rest (the tier still drops by the whole amount). Running it twice changes nothing.
     */
    async orderUndone(tx: Database, orderNumber: string): Promise<void> {
      const link = await orderLink(tx, orderNumber);
      if (!link) return;
      await lock(tx, link.memberId);
      const entries = await orderEntries(tx, orderNumber);
      const redeemed = -entries.filter((entry) => entry.kind === 'redeem').reduce((sum, entry) => sum + entry.points, 0);
      if (redeemed > 0 && !has(entries, 'refund')) {
        await append(tx, link.memberId, { kind: 'refund', points: redeemed, lifetimePoints: 0, orderRef: orderNumber });
      }
      const earned = entries.filter((entry) => entry.kind === 'earn').reduce((sum, entry) => sum + entry.points, 0);
      if (earned > 0 && !has(entries, 'reverse')) {
        const { balance } = await sums(tx, link.memberId);
        const taken = Math.min(earned, balance);
        const note = taken < earned ? `${earned - taken} points had already been spent` : null;
        await append(tx, link.memberId, { kind: 'reverse', points: -taken, lifetimePoints: -earned, orderRef: orderNumber, note });
      }
    },

    /** Erasure (account deleted): memberships, their ledgers and order links. */
    async deleteCustomer(customerId: string): Promise<void> {
      const members = await db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.customerId, customerId));
      if (members.length === 0) return;
      const ids = members.map((member) => member.id);
      await db.transaction(async (tx) => {
        await tx.delete(loyaltyLedger).where(inArray(loyaltyLedger.memberId, ids));
        await tx.delete(loyaltyOrders).where(inArray(loyaltyOrders.memberId, ids));
        await tx.delete(loyaltyMembers).where(inArray(loyaltyMembers.id, ids));
      });
    },

    /** Ledger rows of a member (tests, seed). */
    async ledgerOf(customerId: string, brand: string): Promise<LedgerRow[]> {
      const member = await memberOf(db, customerId, brand);
      if (!member) return [];
      return db.select().from(loyaltyLedger).where(eq(loyaltyLedger.memberId, member.id)).orderBy(loyaltyLedger.seq);
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
