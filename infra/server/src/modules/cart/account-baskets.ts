/**
 * Baskets of signed-in customers (see "Account baskets" in the server README):
 * - a basket with a customer_id is that customer's alone: for anybody else (and for guests) it does not exist (404);
 * - a customer has one live basket per brand and country (unique index cart_baskets_customer_site);
 * - at sign-in the guest basket of the site merges into it: same variant → quantities add up to MAX_LINE_QUANTITY,
 *   other guest lines appended after the account's, gift-card lines and coupons appended up to the basket limits,
 *   the account's shipping settings kept. The emptied guest basket becomes the customer's too and remembers where it
 *   went (merged_into), so a repeated or concurrent merge answers the same basket and changes nothing.
 * Every change runs under a per-customer advisory lock plus row locks, so concurrent merges, sign-ins on two tabs
 * and a basket created meanwhile cannot produce two account baskets or double quantities.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, max } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@sf/contracts';
import { LOCALES } from '@sf/remote-contract';
import { lockKey } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http-errors';
import type { SiteContext } from '../../site-context';
import { readBasketRow } from './basket-contents';
import type { BasketRow } from './basket-view';
import { basketCoupons, basketItems, baskets, giftCardItems } from './tables';

export interface MergeOutcome {
  /** The account's basket of the site's brand and country, or null when it has none. */
  basketId: string | null;
  /** A quantity was lowered to MAX_LINE_QUANTITY (or a gift-card line / coupon dropped at the basket limit). */
  capped: boolean;
}

export const basketNotFound = (basketId: string) => notFound(`Basket not found: ${basketId}`);

/** A customer's basket exists for that customer only: for anybody else (a guest passes null) it is the 404 of an unknown one. */
export function assertOwner(row: Pick<BasketRow, 'id' | 'customerId'>, customerId: string | null): void {
  if (row.customerId && row.customerId !== customerId) throw basketNotFound(row.id);
}

export function createAccountBaskets(db: Database, limits: { maxCoupons: number; maxGiftCardLines: number }) {
  const lockCustomer = (tx: Database, customerId: string) => lockKey(tx, `cart:customer:${customerId}`);

  async function accountBasket(tx: Database, customerId: string, brand: string, country: string, forUpdate = false): Promise<BasketRow | null> {
    const query = tx
      .select()
      .from(baskets)
      .where(
        and(eq(baskets.customerId, customerId), eq(baskets.brand, brand), eq(baskets.country, country), isNull(baskets.mergedInto), isNull(baskets.orderedAt)),
      );
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Moves the guest basket's lines, gift cards and coupons into `target`; returns whether anything was capped. */
  async function moveLines(tx: Database, guest: BasketRow, target: BasketRow): Promise<boolean> {
    let capped = false;
    const targetLines = await tx.select().from(basketItems).where(eq(basketItems.basketId, target.id));
    const byVariant = new Map(targetLines.map((line) => [line.variantId, line]));
    let position = targetLines.reduce((highest, line) => Math.max(highest, line.position), -1);
    const guestLines = await tx.select().from(basketItems).where(eq(basketItems.basketId, guest.id)).orderBy(asc(basketItems.position));
    for (const line of guestLines) {
      const existing = byVariant.get(line.variantId);
      const wanted = (existing?.quantity ?? 0) + line.quantity;
      const quantity = Math.min(wanted, MAX_LINE_QUANTITY);
      if (quantity < wanted) capped = true;
      if (existing) {
        if (quantity !== existing.quantity) await tx.update(basketItems).set({ quantity }).where(eq(basketItems.id, existing.id));
      } else {
        position += 1;
        await tx.insert(basketItems).values({ id: randomUUID(), basketId: target.id, variantId: line.variantId, quantity, position });
      }
    }

    const [giftCardState] = await tx
      .select({ lines: count(), position: max(giftCardItems.position) })
      .from(giftCardItems)
      .where(eq(giftCardItems.basketId, target.id));
    let giftCardLines = giftCardState?.lines ?? 0;
    let giftCardPosition = giftCardState?.position ?? -1;
    const guestGiftCards = await tx.select().from(giftCardItems).where(eq(giftCardItems.basketId, guest.id)).orderBy(asc(giftCardItems.position));
    for (const card of guestGiftCards) {
      if (giftCardLines >= limits.maxGiftCardLines) {
        capped = true;
        break;
      }
      giftCardLines += 1;
      giftCardPosition += 1;
      await tx.update(giftCardItems).set({ basketId: target.id, position: giftCardPosition }).where(eq(giftCardItems.id, card.id));
    }

    const targetCoupons = new Set((await tx.select().from(basketCoupons).where(eq(basketCoupons.basketId, target.id))).map((row) => row.code));
    for (const coupon of await tx.select().from(basketCoupons).where(eq(basketCoupons.basketId, guest.id)).orderBy(asc(basketCoupons.addedAt))) {
      if (targetCoupons.has(coupon.code)) continue;
      if (targetCoupons.size >= limits.maxCoupons) {
        capped = true;
        break;
      }
      targetCoupons.add(coupon.code);
      await tx.insert(basketCoupons).values({ basketId: target.id, code: coupon.code }).onConflictDoNothing();
    }

    await tx.delete(basketItems).where(eq(basketItems.basketId, guest.id));
    await tx.delete(giftCardItems).where(eq(giftCardItems.basketId, guest.id));
    await tx.delete(basketCoupons).where(eq(basketCoupons.basketId, guest.id));
    const gift = !target.giftEnabled && guest.giftEnabled ? { giftEnabled: true, giftMessage: guest.giftMessage } : {};
    await tx
      .update(baskets)
      .set({ ...gift, updatedAt: new Date() })
      .where(eq(baskets.id, target.id));
    return capped;
  }

  async function newAccountBasket(tx: Database, customerId: string, site: SiteContext): Promise<BasketRow> {
    const { country, currency } = LOCALES[site.locale];
    const [row] = await tx.insert(baskets).values({ id: randomUUID(), brand: site.brand, locale: site.locale, country, currency, customerId }).returning();
    if (!row) throw new Error('basket insert returned no row');
    return row;
  }

  return {
    /** The customer's live basket of the site's brand and country, or null; read only (the chat agent's view). */
    async accountBasketId(customerId: string, site: SiteContext): Promise<string | null> {
      return (await accountBasket(db, customerId, site.brand, LOCALES[site.locale].country))?.id ?? null;
    },

    /**
     * 404 when the basket belongs to a customer other than `customerId` (a guest passes null). Unknown ids pass: the
     * handler answers its own 404 for them. Returns the row it read (null when unknown), so the handler need not
     * read it again.
     */
    async assertBasketAccess(basketId: string, customerId: string | null, executor: Database = db): Promise<BasketRow | null> {
      const row = await readBasketRow(executor, basketId);
      if (row) assertOwner(row, customerId);
      return row;
    },

    /** The customer's basket for the site's brand and country, created when missing (POST /api/baskets signed in). */
    async claimAccountBasket(customerId: string, site: SiteContext): Promise<{ row: BasketRow; created: boolean }> {
      const { country } = LOCALES[site.locale];
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const existing = await accountBasket(tx, customerId, site.brand, country, true);
        if (existing) {
          if (existing.locale === site.locale) return { row: existing, created: false };
          const [updated] = await tx.update(baskets).set({ locale: site.locale }).where(eq(baskets.id, existing.id)).returning();
          return { row: updated ?? existing, created: false };
        }
        return { row: await newAccountBasket(tx, customerId, site), created: true };
      });
    },

    /** The sign-in merge (rules above). Without a guest basket it only answers the account's basket id. */
    async mergeGuestBasket(customerId: string, site: SiteContext, guestBasketId?: string): Promise<MergeOutcome> {
      const { country } = LOCALES[site.locale];
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const target = await accountBasket(tx, customerId, site.brand, country, true);
        if (!guestBasketId) return { basketId: target?.id ?? null, capped: false };
        const [guest] = await tx.select().from(baskets).where(eq(baskets.id, guestBasketId)).for('update');
        if (!guest || (guest.customerId !== null && guest.customerId !== customerId)) throw basketNotFound(guestBasketId);
        // Merged before (a repeat, a second tab): the same answer, nothing moves again.
        if (guest.mergedInto) return { basketId: guest.mergedInto, capped: false };
        if (guest.brand !== site.brand || guest.country !== country) {
          throw badRequest(`body/guestBasketId: basket ${guestBasketId} belongs to ${guest.brand} in ${guest.country}, not to ${site.brand} in ${country}`);
        }
        // Already the account's basket (merged when the account had none, or created signed in).
        if (guest.id === target?.id) return { basketId: guest.id, capped: false };
        if (!target && !guest.orderedAt) {
          await tx.update(baskets).set({ customerId, locale: site.locale, updatedAt: new Date() }).where(eq(baskets.id, guest.id));
          return { basketId: guest.id, capped: false };
        }
        // A guest basket already ordered cannot be ordered again: what was added to it since moves to a new one.
        const into = target ?? (await newAccountBasket(tx, customerId, site));
        const capped = await moveLines(tx, guest, into);
        await tx.update(baskets).set({ customerId, mergedInto: into.id, updatedAt: new Date() }).where(eq(baskets.id, guest.id));
        if (into.locale !== site.locale) await tx.update(baskets).set({ locale: site.locale }).where(eq(baskets.id, into.id));
        return { basketId: into.id, capped };
      });
    },

    /** Account deletion: the customer's baskets with their lines, gift-card lines and coupons (cascade). */
    async forgetCustomer(customerId: string): Promise<void> {
      const owned = await db.select({ id: baskets.id }).from(baskets).where(eq(baskets.customerId, customerId));
      if (owned.length === 0) return;
      await db.delete(baskets).where(
        inArray(
          baskets.id,
          owned.map((row) => row.id),
        ),
      );
    },
  };
}
