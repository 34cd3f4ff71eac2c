/**
 * Baskets and their lines. Catalogue facts (names, stock, prices) come from the catalog service on every read, never
 * from cart tables, so a basket always shows today's price in its own currency.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, max } from 'drizzle-orm';
import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT, MAX_LINE_QUANTITY } from '@sf/contracts';
import { LOCALES } from '@sf/remote-contract';
import type { AddGiftCardItemBody, Basket, SetGiftOptionBody, ShippingMethodCode } from '@sf/contracts';
import type { Database } from '../../db/client';
import { run } from '../../db/statements';
import { badRequest, conflict, notFound } from '../../http-errors';
import type { SiteContext } from '../../site-context';
import type { CatalogService, VariantOffer } from '../catalog';
import { assertOwner, createAccountBaskets } from './account-baskets';
import { insertGuestBasket, readBasket, readBasketRow } from './basket-contents';
import { ADD_CHECKED_LINE, ADD_LINE, addCheckedLineValues } from './line-statements';
import { offersFor, renderBasket, type BasketRow } from './basket-view';
import { createPersonalDiscounts, type PersonalDiscountKind, type PersonalDiscountProvider } from './personal-discount';
import { requireCouponPromotion } from './promotions';
import { shippingMethodsFor } from './shipping';
import { basketCoupons, basketItems, baskets, giftCardItems } from './tables';
import { isKnownRegion, usesRegionalTax } from './tax';

/** A basket holds at most this many coupon codes and gift-card lines. */
export const MAX_COUPONS = 5;
export const MAX_GIFT_CARD_LINES = 10;

/** Stock and the per-line limit, checked whenever a line's quantity is about to change. */
export function assertQuantityAllowed(offer: VariantOffer, quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw conflict(`Quantity of ${offer.variantId} would be ${quantity}: at most ${MAX_LINE_QUANTITY} per line`);
  }
  if (offer.stock === 0) throw conflict(`Size ${offer.size} in ${offer.colour} is out of stock`);
  if (quantity > offer.stock) throw conflict(`Only ${offer.stock} left in size ${offer.size}`);
}

export function createCartService(db: Database, catalog: CatalogService) {
  async function requireBasket(basketId: string, handle: Database = db): Promise<BasketRow> {
    const row = await readBasketRow(handle, basketId);
    if (!row) throw notFound(`Basket not found: ${basketId}`);
    return row;
  }

  async function requireOffer(basket: BasketRow, variantId: string): Promise<VariantOffer> {
    const offer = (await offersFor(catalog, basket, [variantId])).get(variantId);
    if (!offer || offer.brand !== basket.brand) throw badRequest(`body/variantId: Unknown variant "${variantId}" for ${basket.brand}`);
    return offer;
  }

  // Installed by the employees and verifications modules (app.cart.usePersonalDiscounts); nobody gets one without them.
  const personalDiscounts = createPersonalDiscounts();

  const render = (basket: BasketRow): Promise<Basket> => renderBasket(db, catalog, basket, { withSizes: true, personalDiscounts });

  /** Re-reads the basket row (its settings may have changed) and renders it. */
  async function touchAndRender(basketId: string, changes: Partial<BasketRow> = {}): Promise<Basket> {
    const [row] = await db
      .update(baskets)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(baskets.id, basketId))
      .returning();
    if (!row) throw notFound(`Basket not found: ${basketId}`);
    return render(row);
  }

  async function requireLine(basketId: string, itemId: string) {
    const [line] = await db
      .select()
      .from(basketItems)
      .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)));
    if (!line) throw notFound(`Basket item not found: ${itemId}`);
    return line;
  }

  /**
   * Adds `quantity` to the basket's line of `variantId` (a new line goes last), in one statement: touching the basket
   * row locks it, so concurrent adds to one basket queue as they did under SELECT … FOR UPDATE, and the unique line
   * per variant makes a concurrent add of the same size raise that line under its row lock, re-checking
   * `allowed` (the per-line limit and the stock read) against the quantity it finds. False: the line would go over.
   */
  async function addLine(basketId: string, variantId: string, quantity: number, allowed: number): Promise<boolean> {
    return (await run(db, ADD_LINE, [new Date(), basketId, randomUUID(), variantId, quantity, allowed])).length > 0;
  }

  const accountBaskets = createAccountBaskets(db, { maxCoupons: MAX_COUPONS, maxGiftCardLines: MAX_GIFT_CARD_LINES });

  return {
    ...accountBaskets,

    /** A guest's new basket; for a signed-in customer their basket of the site's brand and country (made when missing). */
    async createBasket(site: SiteContext, customerId: string | null = null): Promise<Basket> {
      if (customerId) return render((await accountBaskets.claimAccountBasket(customerId, site)).row);
      const { country, currency } = LOCALES[site.locale];
      const { row, contents } = await insertGuestBasket(db, { id: randomUUID(), brand: site.brand, locale: site.locale, country, currency });
      return renderBasket(db, catalog, row, { withSizes: true, personalDiscounts, contents });
    },

    /** The basket as `customerId` (null: a guest) may see it: another customer's basket is the 404 of an unknown one. */
    async getBasket(basketId: string, customerId: string | null): Promise<Basket> {
      const view = await readBasket(db, basketId);
      if (!view) throw notFound(`Basket not found: ${basketId}`);
      assertOwner(view.row, customerId);
      return renderBasket(db, catalog, view.row, { withSizes: true, personalDiscounts, contents: view.contents });
    },

    /**
     * Adding a variant already in the basket raises that line's quantity. `customerId`: the caller (null for a guest);
     * another customer's basket answers the 404 of an unknown one, as assertBasketAccess does.
     */
    async addItem(basketId: string, input: { variantId: string; quantity: number }, customerId: string | null): Promise<Basket> {
      // Most adds pass every check: one statement checks access, the variant and the limits, and adds. Only a refusal
      // goes through the checks one by one to answer with the reason.
      const [added] = await run(db, ADD_CHECKED_LINE, addCheckedLineValues(basketId, input, customerId));
      if (added?.addedQuantity != null) {
        const { addedQuantity: _added, ...row } = added;
        return render(row);
      }
      const basket = await accountBaskets.assertBasketAccess(basketId, customerId);
      if (!basket) throw notFound(`Basket not found: ${basketId}`);
      const offer = await requireOffer(basket, input.variantId);
      // A new line must pass on its own; a raised one is checked by the statement against the line it finds.
      assertQuantityAllowed(offer, input.quantity);
      for (let attempt = 1; ; attempt += 1) {
        if (await addLine(basketId, input.variantId, input.quantity, Math.min(MAX_LINE_QUANTITY, offer.stock))) break;
        const [line] = await db
          .select({ quantity: basketItems.quantity })
          .from(basketItems)
          .where(and(eq(basketItems.basketId, basketId), eq(basketItems.variantId, input.variantId)));
        if (!line) throw notFound(`Basket not found: ${basketId}`);
        // Names the limit the line would break; if another request lowered it meanwhile, try once more.
        assertQuantityAllowed(offer, line.quantity + input.quantity);
        if (attempt >= 2) throw conflict(`The quantity of ${input.variantId} changed meanwhile; try again`);
      }
      return render(basket);
    },

    /** Sets the quantity and/or swaps the size (another variant of the same product); merges into an existing line of that size. */
    async updateItem(basketId: string, itemId: string, input: { quantity?: number; variantId?: string }): Promise<Basket> {
      const basket = await requireBasket(basketId);
      const line = await requireLine(basketId, itemId);
      const quantity = input.quantity ?? line.quantity;
      if (input.variantId === undefined || input.variantId === line.variantId) {
        assertQuantityAllowed(await requireOffer(basket, line.variantId), quantity);
        await db.update(basketItems).set({ quantity }).where(eq(basketItems.id, itemId));
        return touchAndRender(basketId);
      }
      const current = (await offersFor(catalog, basket, [line.variantId])).get(line.variantId);
      const target = await requireOffer(basket, input.variantId);
      if (current && current.productId !== target.productId) {
        throw badRequest(`body/variantId: ${input.variantId} is not a size of ${current.productId}`);
      }
      const variantId = input.variantId;
      await db.transaction(async (tx) => {
        await tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.id, basketId)).for('update');
        const [other] = await tx
          .select()
          .from(basketItems)
          .where(and(eq(basketItems.basketId, basketId), eq(basketItems.variantId, variantId)));
        const merged = quantity + (other?.quantity ?? 0);
        assertQuantityAllowed(target, merged);
        if (other) {
          await tx.update(basketItems).set({ quantity: merged }).where(eq(basketItems.id, other.id));
          await tx.delete(basketItems).where(eq(basketItems.id, itemId));
        } else {
          await tx.update(basketItems).set({ variantId, quantity }).where(eq(basketItems.id, itemId));
        }
      });
      return touchAndRender(basketId);
    },

    /** Removes a product line or a gift-card line. */
    async removeItem(basketId: string, itemId: string): Promise<Basket> {
      await requireBasket(basketId);
      const removed = await db
        .delete(basketItems)
        .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
        .returning({ id: basketItems.id });
      const removedGiftCards =
        removed.length > 0
          ? []
          : await db
              .delete(giftCardItems)
              .where(and(eq(giftCardItems.id, itemId), eq(giftCardItems.basketId, basketId)))
              .returning({ id: giftCardItems.id });
      if (removed.length === 0 && removedGiftCards.length === 0) throw notFound(`Basket item not found: ${itemId}`);
      return touchAndRender(basketId);
    },

    async applyCoupon(basketId: string, rawCode: string): Promise<Basket> {
      const basket = await requireBasket(basketId);
      const code = rawCode.trim().toUpperCase();
      await requireCouponPromotion(db, basket.brand, basket.currency, code);
      const [entered] = await db.select({ value: count() }).from(basketCoupons).where(eq(basketCoupons.basketId, basketId));
      if ((entered?.value ?? 0) >= MAX_COUPONS) throw conflict(`At most ${MAX_COUPONS} coupon codes per basket`);
      await db.insert(basketCoupons).values({ basketId, code }).onConflictDoNothing();
      return touchAndRender(basketId);
    },

    async removeCoupon(basketId: string, rawCode: string): Promise<Basket> {
      await requireBasket(basketId);
      const code = rawCode.trim().toUpperCase();
      const removed = await db
        .delete(basketCoupons)
        .where(and(eq(basketCoupons.basketId, basketId), eq(basketCoupons.code, code)))
        .returning({ code: basketCoupons.code });
      if (removed.length === 0) throw notFound(`Coupon code ${code} is not in the basket`);
      return touchAndRender(basketId);
    },

    async setShippingMethod(basketId: string, code: ShippingMethodCode): Promise<Basket> {
      const basket = await requireBasket(basketId);
      const method = shippingMethodsFor(basket.currency, LOCALES[basket.locale].region === 'NA').find((candidate) => candidate.code === code);
      if (!method?.available) throw conflict(`Shipping method ${code} is not available yet`);
      return touchAndRender(basketId, { shippingMethod: code });
    },

    async setGiftOption(basketId: string, input: SetGiftOptionBody): Promise<Basket> {
      await requireBasket(basketId);
      const message = input.enabled ? (input.message ?? '').trim() : '';
      return touchAndRender(basketId, { giftEnabled: input.enabled, giftMessage: message });
    },

    /** The US state / Canadian province of the shipping address, for sales tax; null forgets it. */
    async setShippingRegion(basketId: string, region: string | null): Promise<Basket> {
      const basket = await requireBasket(basketId);
      if (region !== null && !usesRegionalTax(basket.country)) throw badRequest(`body/region: ${basket.country} does not use a state or province for tax`);
      if (region !== null && !isKnownRegion(basket.country, region)) throw badRequest(`body/region: Unknown state or province ${region} for ${basket.country}`);
      return touchAndRender(basketId, { shippingRegion: region });
    },

    async addGiftCard(basketId: string, input: AddGiftCardItemBody): Promise<Basket> {
      const basket = await requireBasket(basketId);
      const { amount } = input;
      if (amount < GIFT_CARD_MIN_AMOUNT * 100 || amount > GIFT_CARD_MAX_AMOUNT * 100 || amount % 100 !== 0) {
        throw badRequest(
          `body/amount: A gift card is a whole amount from ${GIFT_CARD_MIN_AMOUNT} to ${GIFT_CARD_MAX_AMOUNT} ${basket.currency} (in minor units)`,
        );
      }
      await db.transaction(async (tx) => {
        await tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.id, basketId)).for('update');
        const [last] = await tx
          .select({ lines: count(), position: max(giftCardItems.position) })
          .from(giftCardItems)
          .where(eq(giftCardItems.basketId, basketId));
        if ((last?.lines ?? 0) >= MAX_GIFT_CARD_LINES) throw conflict(`At most ${MAX_GIFT_CARD_LINES} gift cards per basket`);
        await tx.insert(giftCardItems).values({
          id: randomUUID(),
          basketId,
          amount,
          recipientEmail: input.recipientEmail,
          recipientName: input.recipientName.trim(),
          senderName: input.senderName.trim(),
          message: (input.message ?? '').trim(),
          position: (last?.position ?? -1) + 1,
        });
      });
      return touchAndRender(basketId);
    },

    /**
     * Order-time pricing (checkout module): today's prices, promotions, shipping and tax for `shippingRegion`, with
     * 409 when a line exceeds stock. Pass `tx` to read inside the order transaction (required on PGlite), and
     * `customerId` to refuse another customer's basket with the 404 of an unknown one (a guest passes null).
     */
    async priceBasket(basketId: string, options: { shippingRegion?: string | null; tx?: Database; customerId?: string | null } = {}): Promise<Basket> {
      // The row, lines and offers in one read through `handle`; the catalogue's cached product pages (sizes) are not needed.
      const view = await readBasket(options.tx ?? db, basketId);
      if (!view) throw notFound(`Basket not found: ${basketId}`);
      if (options.customerId !== undefined) assertOwner(view.row, options.customerId);
      return renderBasket(options.tx ?? db, catalog, view.row, {
        contents: view.contents,
        withSizes: false,
        ...(options.shippingRegion === undefined ? {} : { shippingRegion: options.shippingRegion }),
        checkLine: (quantity, offer) => assertQuantityAllowed(offer, quantity),
        personalDiscounts,
      });
    },

    /** A module's provider of one kind of personal discount (see personal-discount.ts; employee pricing wins). */
    usePersonalDiscounts(kind: PersonalDiscountKind, provider: PersonalDiscountProvider): void {
      personalDiscounts.use(kind, provider);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
