/**
 * Turns a priced basket and the place-order body into the order snapshot: checked addresses, items, totals and the
 * split between gift cards and the card/BNPL remainder. Pure: no database, so every rule here is unit-testable.
 */
import { suggestAddress, validateAddress } from '@sf/contracts';
import { pointsValue } from '@sf/contracts/loyalty';
import { BRAND_KEYS, BRANDS, isLocaleCode, LOCALE_CODES, LOCALES } from '@sf/remote-contract';
import type { Basket, BnplTender, CardTender, GiftCardTender, LoyaltyPointsTender, Order, PlaceOrderBody } from '@sf/contracts';
import type { BrandKey, Currency, LocaleCode } from '@sf/remote-contract';
import { badRequest, conflict } from '../../http-errors';

type Address = PlaceOrderBody['shippingAddress'];

/** 400 naming the first bad field, e.g. "body/shippingAddress/postalCode: Postal code is not valid (for example SW1A 1AA)". */
export function checkedAddress(address: Address, path: string): Address {
  const [problem] = validateAddress(address);
  if (problem) throw badRequest(`body/${path}/${problem.field}: ${problem.message}`);
  return suggestAddress(address);
}

export interface TenderSplit {
  giftCards: GiftCardTender[];
  /** Loyalty points paying part of the order (0 when none) and what they are worth in the order currency. */
  points: number;
  pointsAmount: number;
  remainderTender: CardTender | BnplTender | null;
  giftCardTotal: number;
  remainder: number;
}

/** Gift cards pay their stated amounts and points their worth (loyalty rules in contracts); one CARD or BNPL pays whatever is left. */
export function splitTenders(tenders: PlaceOrderBody['tenders'], total: number, currency: Currency): TenderSplit {
  const giftCards = tenders.filter((tender): tender is GiftCardTender => tender.code === 'GIFT_CARD');
  const loyalty = tenders.filter((tender): tender is LoyaltyPointsTender => tender.code === 'LOYALTY_POINTS');
  const others = tenders.filter((tender): tender is CardTender | BnplTender => tender.code === 'CARD' || tender.code === 'BNPL');
  if (others.length > 1) throw badRequest('body/tenders: at most one card or pay-later tender per order');
  if (loyalty.length > 1) throw badRequest('body/tenders: at most one LOYALTY_POINTS tender per order');
  if (new Set(giftCards.map((card) => card.number)).size !== giftCards.length) throw badRequest('body/tenders: the same gift card is listed twice');
  const giftCardTotal = giftCards.reduce((sum, card) => sum + card.amount, 0);
  if (giftCardTotal > total) throw badRequest(`body/tenders: gift cards cover ${giftCardTotal}, more than the order total ${total}`);
  const points = loyalty[0]?.points ?? 0;
  const pointsAmount = pointsValue(points, currency);
  if (giftCardTotal + pointsAmount > total)
    throw badRequest(`body/tenders: ${points} points are worth ${pointsAmount}; with the gift cards that is more than the order total ${total}`);
  const remainder = total - giftCardTotal - pointsAmount;
  const remainderTender = others[0] ?? null;
  if (remainder > 0 && !remainderTender) throw badRequest(`body/tenders: ${remainder} is left to pay; add a card or pay later`);
  return { giftCards, points, pointsAmount, remainderTender: remainder > 0 ? remainderTender : null, giftCardTotal, remainder };
}

/** The brand is the one the basket's products belong to (ids carry its prefix); else the requested one. */
export function brandOf(basket: Basket, requested: string | undefined, fallback: BrandKey): BrandKey {
  const productId = basket.items[0]?.productId;
  const fromItems = productId ? BRAND_KEYS.find((brand) => productId.startsWith(BRANDS[brand].productIdPrefix)) : undefined;
  return fromItems ?? BRAND_KEYS.find((brand) => brand === requested) ?? fallback;
}

/** The requested locale when it is a site of the basket's country and currency; otherwise that country's first. */
export function localeOf(basket: Basket, requested: string | undefined): LocaleCode {
  const fits = (code: LocaleCode) => LOCALES[code].country === basket.country && LOCALES[code].currency === basket.currency;
  if (requested && isLocaleCode(requested) && fits(requested)) return requested;
  if (requested) throw badRequest(`body/locale: ${requested} is not a site of this basket (${basket.country}, ${basket.currency})`);
  const found = LOCALE_CODES.find(fits);
  if (!found) throw conflict(`No site sells in ${basket.country} with ${basket.currency}`);
  return found;
}

export function orderItems(basket: Basket): Order['items'] {
  const products = basket.items.map(({ type: _type, maxQuantity: _max, sizes: _sizes, ...item }) => ({ ...item, giftCard: false }));
  const giftCards = basket.giftCardItems.map((line) => ({
    itemId: line.itemId,
    productId: 'GIFT-CARD',
    masterId: 'GIFT-CARD',
    variantId: 'GIFT-CARD',
    name: `E-gift card for ${line.recipientName}`,
    size: '',
    colour: '',
    image: '',
    path: '/gift-card',
    quantity: 1,
    unitPrice: line.amount,
    lineTotal: line.lineTotal,
    giftCard: true,
  }));
  return [...products, ...giftCards];
}

export function orderTotals(basket: Basket): Order['totals'] {
  const { currency, totalWithoutTaxAfterDiscount, shipping, merchandiseTotalTax, total } = basket.totals;
  return { currency, totalWithoutTaxAfterDiscount, shipping, merchandiseTotalTax, total };
}
