/**
 * Baskets and their lines. Catalogue facts (names, stock, prices) come from the catalog service on every read, never
 * from cart tables, so a basket always shows today's price in its own currency.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, max } from 'drizzle-orm';
import { isLocaleCode, LOCALES, MAX_LINE_QUANTITY, type Basket, type BasketItem } from '@sf/contracts';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../plugins/http-errors';
import type { SiteContext } from '../../site-context';
import { WAREHOUSE_OF_REGION } from '../catalog/index-records';
import type { CatalogService, VariantOffer } from '../catalog/service';
import { basketItems, baskets } from './tables';

type BasketRow = typeof baskets.$inferSelect;

const SHIPPING_METHODS = [
  { code: 'standard', label: 'Standard delivery (3–5 working days)' },
  { code: 'express', label: 'Express delivery (next working day)' },
];

/** Stock and the per-line limit, checked whenever a line's quantity is about to change. */
function assertQuantityAllowed(offer: VariantOffer, quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw conflict(`Quantity of ${offer.variantId} would be ${quantity}: at most ${MAX_LINE_QUANTITY} per line`);
  }
  if (offer.stock === 0) throw conflict(`Size ${offer.size} in ${offer.colour} is out of stock`);
  if (quantity > offer.stock) throw conflict(`Only ${offer.stock} left in size ${offer.size}`);
}

export function createCartService(db: Database, catalog: CatalogService) {
  async function requireBasket(basketId: string): Promise<BasketRow> {
    const [row] = await db.select().from(baskets).where(eq(baskets.id, basketId));
    if (!row) throw notFound(`Basket not found: ${basketId}`);
    return row;
  }

  /** Stock comes from the warehouse of the basket's region; names and sizes read as on the basket's site. */
  const offersFor = (basket: BasketRow, variantIds: readonly string[]) => {
    const locale = isLocaleCode(basket.locale) ? basket.locale : 'uk-en';
    return catalog.findVariantOffers(variantIds, basket.currency, WAREHOUSE_OF_REGION[LOCALES[locale].region], locale);
  };

  async function requireOffer(basket: BasketRow, variantId: string): Promise<VariantOffer> {
    const offer = (await offersFor(basket, [variantId])).get(variantId);
    if (!offer || offer.brand !== basket.brand) throw badRequest(`body/variantId: Unknown variant "${variantId}" for ${basket.brand}`);
    return offer;
  }

  async function render(basket: BasketRow): Promise<Basket> {
    const lines = await db.select().from(basketItems).where(eq(basketItems.basketId, basket.id)).orderBy(asc(basketItems.position));
    const offers = await offersFor(basket, lines.map((line) => line.variantId));
    const items: BasketItem[] = [];
    for (const line of lines) {
      const offer = offers.get(line.variantId);
      // A variant withdrawn from the catalogue disappears from the basket instead of breaking it.
      if (!offer) continue;
      items.push({
        itemId: line.id,
        productId: offer.productId,
        masterId: offer.productId,
        variantId: offer.variantId,
        name: offer.name,
        size: offer.size,
        colour: offer.colour,
        image: offer.image,
        path: offer.path,
        quantity: line.quantity,
        unitPrice: offer.unitPrice,
        lineTotal: { amount: offer.unitPrice.amount * line.quantity, currency: basket.currency },
      });
    }
    return {
      basketId: basket.id,
      country: basket.country,
      currency: basket.currency,
      items,
      totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
      subtotal: { amount: items.reduce((sum, item) => sum + item.lineTotal.amount, 0), currency: basket.currency },
      shippingMethods: SHIPPING_METHODS,
      orderPromotions: [],
      shippingPromotions: [],
      paymentMethods: [],
    };
  }

  const touch = (basketId: string) => db.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basketId));

  return {
    async createBasket(site: SiteContext): Promise<Basket> {
      const { country, currency } = LOCALES[site.locale];
      const [row] = await db.insert(baskets).values({ id: randomUUID(), brand: site.brand, locale: site.locale, country, currency }).returning();
      if (!row) throw new Error('basket insert returned no row');
      return render(row);
    },

    async getBasket(basketId: string): Promise<Basket> {
      return render(await requireBasket(basketId));
    },

    /** Adding a variant already in the basket raises that line's quantity. */
    async addItem(basketId: string, input: { variantId: string; quantity: number }): Promise<Basket> {
      const basket = await requireBasket(basketId);
      // Read the catalogue before the transaction: PGlite has one connection, which the transaction holds.
      const offer = await requireOffer(basket, input.variantId);
      await db.transaction(async (tx) => {
        // Serialises concurrent adds to one basket, so two requests cannot both pass the limit check.
        await tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.id, basketId)).for('update');
        const [existing] = await tx.select().from(basketItems).where(and(eq(basketItems.basketId, basketId), eq(basketItems.variantId, input.variantId)));
        const quantity = (existing?.quantity ?? 0) + input.quantity;
        assertQuantityAllowed(offer, quantity);
        if (existing) {
          await tx.update(basketItems).set({ quantity }).where(eq(basketItems.id, existing.id));
        } else {
          const [last] = await tx.select({ position: max(basketItems.position) }).from(basketItems).where(eq(basketItems.basketId, basketId));
          await tx.insert(basketItems).values({ id: randomUUID(), basketId, variantId: input.variantId, quantity, position: (last?.position ?? -1) + 1 });
        }
      });
      await touch(basketId);
      return render(basket);
    },

    async updateItem(basketId: string, itemId: string, quantity: number): Promise<Basket> {
      const basket = await requireBasket(basketId);
      const [line] = await db.select().from(basketItems).where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)));
      if (!line) throw notFound(`Basket item not found: ${itemId}`);
      assertQuantityAllowed(await requireOffer(basket, line.variantId), quantity);
      await db.update(basketItems).set({ quantity }).where(eq(basketItems.id, itemId));
      await touch(basketId);
      return render(basket);
    },

    async removeItem(basketId: string, itemId: string): Promise<Basket> {
      const basket = await requireBasket(basketId);
      const removed = await db.delete(basketItems).where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId))).returning({ id: basketItems.id });
      if (removed.length === 0) throw notFound(`Basket item not found: ${itemId}`);
      await touch(basketId);
      return render(basket);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
