/**
 * Builds the Basket the API returns from the cart's rows and today's catalogue facts: lines, sizes, promotions,
 * shipping methods, tax and totals. Used by every cart endpoint and by order-time pricing.
 */
import { MAX_LINE_QUANTITY } from '@sf/contracts';
import { isLocaleCode, LOCALES, type LocaleCode } from '@sf/remote-contract';
import type { Basket, BasketItem, GiftCardItem, PaymentMethodCode, Promotion } from '@sf/contracts';
import type { Database } from '../../db/client';
import { siteContext } from '../../site-context';
import { WAREHOUSE_OF_REGION } from '../catalog';
import type { CatalogService, VariantOffer } from '../catalog';
import { personalDiscountId, type PersonalDiscounts } from './personal-discount';
import { priceLines } from './pricing';
import { readBasket, type BasketContents } from './basket-contents';
import { activePromotions, promotionText, toPromotion, toRules } from './promotions';
import { shippingMethodsFor } from './shipping';
import type { baskets } from './tables';
import { taxRuleFor } from './tax';

export type BasketRow = typeof baskets.$inferSelect;

export const basketLocale = (basket: BasketRow): LocaleCode => (isLocaleCode(basket.locale) ? basket.locale : 'uk-en');

/** Stock comes from the warehouse of the basket's region; names and sizes read as on the basket's site. */
export function offersFor(catalog: CatalogService, basket: BasketRow, variantIds: readonly string[]): Promise<Map<string, VariantOffer>> {
  const locale = basketLocale(basket);
  return catalog.findVariantOffers(variantIds, basket.currency, WAREHOUSE_OF_REGION[LOCALES[locale].region], locale);
}

export interface ViewOptions {
  /** Read other sizes of each product (the cart page's change-size action); skipped at order time. */
  withSizes: boolean;
  /** Overrides the stored state/province (order placement passes the shipping address's). */
  shippingRegion?: string | null;
  /** Called with each line and its offer, e.g. to refuse an order over the stock. */
  checkLine?: (quantity: number, offer: VariantOffer) => void;
  /** Asked about the basket's customer: employee pricing or the student discount (personal-discount.ts). */
  personalDiscounts?: PersonalDiscounts;
  /** The basket's contents when the caller already has them (a basket it just created). */
  contents?: BasketContents;
}

async function sizesOf(catalog: CatalogService, basket: BasketRow, offers: readonly VariantOffer[]): Promise<Map<string, BasketItem['sizes']>> {
  const site = siteContext({ brand: basket.brand, locale: basketLocale(basket) });
  const productIds = [...new Set(offers.map((offer) => offer.productId))];
  const products = await Promise.all(productIds.map((productId) => catalog.getProduct(site, productId)));
  const sizes = new Map<string, BasketItem['sizes']>();
  for (const offer of offers) {
    const product = products.find((candidate) => candidate?.productId === offer.productId);
    // The PDP names colours by code, offers by localised name: match through the line's own variant.
    const colourCode = product?.variants.find((variant) => variant.variantId === offer.variantId)?.colour;
    const variants = product?.variants.filter((variant) => variant.colour === colourCode) ?? [];
    sizes.set(
      offer.variantId,
      variants.map((variant) => ({ variantId: variant.variantId, size: variant.size, inStock: variant.inStock })),
    );
  }
  return sizes;
}

/** What a basket deleted meanwhile renders as. */
const NO_CONTENTS: BasketContents = { lines: [], giftCards: [], couponCodes: [], sitePromotions: [], offers: new Map() };

/** Building an Intl.NumberFormat costs more than the rest of a basket's pricing: one per locale tag and currency. */
const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(tag: string, currency: string): Intl.NumberFormat {
  const key = `${tag}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

export async function renderBasket(db: Database, catalog: CatalogService, basket: BasketRow, options: ViewOptions): Promise<Basket> {
  const locale = basketLocale(basket);
  const { language, tag, region } = LOCALES[locale];
  const { currency } = basket;
  const {
    lines,
    giftCards: giftRows,
    couponCodes,
    sitePromotions: siteRows,
    offers,
  } = options.contents ?? (await readBasket(db, basket.id))?.contents ?? NO_CONTENTS;
  // A variant withdrawn from the catalogue disappears from the basket instead of breaking it.
  const priced = lines.flatMap((line) => {
    const offer = offers.get(line.variantId);
    return offer ? [{ line, offer }] : [];
  });
  for (const { line, offer } of priced) options.checkLine?.(line.quantity, offer);
  const sizes = options.withSizes
    ? await sizesOf(
        catalog,
        basket,
        priced.map(({ offer }) => offer),
      )
    : new Map<string, BasketItem['sizes']>();

  const money = (amount: number) => ({ amount, currency });
  const items: BasketItem[] = priced.map(({ line, offer }) => ({
    type: 'product',
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
    maxQuantity: Math.min(offer.stock, MAX_LINE_QUANTITY),
    unitPrice: offer.unitPrice,
    lineTotal: money(offer.unitPrice.amount * line.quantity),
    sizes: sizes.get(offer.variantId) ?? [],
  }));
  const giftCards: GiftCardItem[] = giftRows.map((row) => ({
    type: 'gift-card',
    itemId: row.id,
    amount: money(row.amount),
    recipientEmail: row.recipientEmail,
    recipientName: row.recipientName,
    senderName: row.senderName,
    message: row.message,
    quantity: 1,
    lineTotal: money(row.amount),
  }));

  const shippingMethods = shippingMethodsFor(currency, region === 'NA');
  const selected = shippingMethods.find((method) => method.code === basket.shippingMethod && method.available) ?? shippingMethods[0];
  if (!selected) throw new Error('no shipping methods configured');
  const active = activePromotions(siteRows, couponCodes);
  const shippingRegion = options.shippingRegion === undefined ? basket.shippingRegion : options.shippingRegion;
  const personalDiscount = basket.customerId && options.personalDiscounts ? await options.personalDiscounts.find(basket.customerId, basket.brand, db) : null;
  const personalPercent = personalDiscount?.percentFor(basket.brand) ?? 0;
  const result = priceLines({
    currency,
    lineAmounts: items.map((item) => item.lineTotal.amount),
    giftCardTotal: giftCards.reduce((total, card) => total + card.amount.amount, 0),
    ...toRules(active.rows),
    shippingPrice: selected.price.amount,
    tax: taxRuleFor(basket.country, shippingRegion),
    personalDiscount: personalDiscount ? { id: personalDiscountId(personalDiscount.kind), percent: personalPercent } : null,
  });
  const format = currencyFormat(tag, currency);
  const outcomes = new Map([...result.orderOutcomes, ...result.shippingOutcomes].map((outcome) => [outcome.id, outcome]));
  const promotionsOf = (promotionClass: 'ORDER' | 'SHIPPING') =>
    active.rows.flatMap((row) => {
      const outcome = outcomes.get(row.id);
      if (!outcome || (row.kind === 'free-shipping') !== (promotionClass === 'SHIPPING')) return [];
      return [
        toPromotion(
          row,
          outcome,
          currency,
          promotionText(row, language, (minor) => format.format(minor / 100)),
        ),
      ];
    });
  const personalOutcome = result.personalOutcome;
  const personalPromotions: Promotion[] =
    personalDiscount && personalOutcome
      ? [
          {
            promotionId: personalOutcome.id,
            campaignId: personalDiscount.campaignId,
            promotionClass: 'ORDER',
            couponCode: null,
            itemText: personalDiscount.text(language, personalPercent),
            price: money(-personalOutcome.amount),
            appliedDiscount: money(personalOutcome.amount),
            thresholdStatus: null,
            applied: true,
          },
        ]
      : [];
  // Under a personal discount an entered order coupon stays in the basket but takes no part (shipping coupons still do).
  const couponApplied = (code: string, applied: boolean) =>
    applied && (!personalOutcome || active.rows.some((row) => row.couponCode === code && row.kind === 'free-shipping'));
  const hasProducts = items.length > 0;
  const paymentMethods: PaymentMethodCode[] = !hasProducts && giftCards.length === 0 ? [] : giftCards.length > 0 ? ['CARD'] : ['CARD', 'GIFT_CARD', 'BNPL'];

  return {
    basketId: basket.id,
    country: basket.country,
    currency,
    items,
    giftCardItems: giftCards,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0) + giftCards.length,
    subtotal: money(result.totals.merchandiseTotal),
    shippingMethods,
    selectedShippingMethod: selected.code,
    orderPromotions: [...personalPromotions, ...promotionsOf('ORDER')],
    shippingPromotions: promotionsOf('SHIPPING'),
    couponCodes: active.couponCodes.map((coupon) => ({ ...coupon, applied: couponApplied(coupon.code, coupon.applied) })),
    giftOption: { enabled: basket.giftEnabled, message: basket.giftMessage },
    shippingRegion,
    paymentMethods: paymentMethods.map((code) => ({ code })),
    totals: result.totals,
  };
}
