/**
 * Everything a basket's rendering reads, in one round trip: the basket row, its lines with today's offer of each line's
 * variant (stock, price, names), its gift-card lines, entered coupon codes and the promotions of its site. Separate
 * queries per basket view were most of the cart's database work under load; one statement with JSON sub-selects
 * returns the same rows. Prepared statements (db/statements.ts): every basket view of every shopper runs them.
 */
import { LOCALE_CODES, LOCALES, type Language, type LocaleCode } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { run, selectList, statement } from '../../db/statements';
import { offersSql, toVariantOffer, WAREHOUSE_OF_REGION, type OfferRow, type VariantOffer } from '../catalog';
import { basketLocale, type BasketRow } from './basket-view';
import type { PromotionRow } from './promotions';
import { baskets, type basketItems, type giftCardItems, type PromotionKind } from './tables';

export type LineRow = typeof basketItems.$inferSelect;
export type GiftCardRow = typeof giftCardItems.$inferSelect;

export interface BasketContents {
  /** In the order they were added. */
  lines: LineRow[];
  giftCards: GiftCardRow[];
  /** Entered coupon codes, oldest first. */
  couponCodes: string[];
  /** The site's (brand and currency) promotions by rank, live or not. */
  sitePromotions: PromotionRow[];
  /** Today's offer of each line's variant in the basket's warehouse and currency; a withdrawn variant is absent. */
  offers: Map<string, VariantOffer>;
}

/** A promotion as json_build_object returns it: timestamps as ISO strings. */
type PromotionJson = Omit<PromotionRow, 'startsAt' | 'endsAt' | 'kind' | 'texts'> & {
  startsAt: string;
  endsAt: string;
  kind: PromotionKind;
  texts: Record<Language, string>;
};

/** The promotions of basket `b`'s site as one JSON array. */
const SITE_PROMOTIONS = `coalesce((
  select json_agg(json_build_object(
    'id', p.id, 'campaignId', p.campaign_id, 'brand', p.brand, 'currency', p.currency, 'kind', p.kind, 'value', p.value,
    'threshold', p.threshold, 'couponCode', p.coupon_code, 'startsAt', p.starts_at, 'endsAt', p.ends_at, 'texts', p.texts,
    'rank', p.rank
  ) order by p.rank)
  from cart_promotions p where p.brand = b.brand and p.currency = b.currency
), '[]')`;

/**
 * Language and warehouse of each locale code ($2 and $3 of BASKET_VIEW), so the statement derives them from the
 * basket's stored locale; an unknown locale reads as uk-en, as basketLocale does.
 */
const LANGUAGE_OF_LOCALE = JSON.stringify(Object.fromEntries(LOCALE_CODES.map((code) => [code, LOCALES[code].language])));
const WAREHOUSE_OF_LOCALE = JSON.stringify(Object.fromEntries(LOCALE_CODES.map((code) => [code, WAREHOUSE_OF_REGION[LOCALES[code].region]])));
const localeParam = (param: string) => `coalesce(${param}::jsonb ->> b.locale, ${param}::jsonb ->> 'uk-en')`;

type ViewRow = BasketRow & { lines: LineRow[]; giftCards: GiftCardRow[]; couponCodes: string[]; sitePromotions: PromotionJson[]; offers: OfferRow[] };

/** $1 basket id, $2/$3 language/warehouse per locale (JSON). No row: no such basket. */
const BASKET_VIEW = statement<ViewRow>(
  'cart_basket_view',
  `select ${selectList(baskets, 'b')},
    coalesce((
      select json_agg(json_build_object(
        'id', l.id, 'basketId', l.basket_id, 'variantId', l.variant_id, 'quantity', l.quantity, 'position', l.position
      ) order by l.position, l.id)
      from cart_items l where l.basket_id = b.id
    ), '[]') as "lines",
    coalesce((
      select json_agg(json_build_object(
        'id', g.id, 'basketId', g.basket_id, 'amount', g.amount, 'recipientEmail', g.recipient_email,
        'recipientName', g.recipient_name, 'senderName', g.sender_name, 'message', g.message, 'position', g.position
      ) order by g.position)
      from cart_gift_card_items g where g.basket_id = b.id
    ), '[]') as "giftCards",
    coalesce((
      select json_agg(c.code order by c.added_at, c.code) from cart_basket_coupons c where c.basket_id = b.id
    ), '[]') as "couponCodes",
    ${SITE_PROMOTIONS} as "sitePromotions",
    coalesce((
      select json_agg(o)
      from cart_items l
      cross join lateral (${offersSql('v.id = l.variant_id', { language: localeParam('$2'), warehouse: localeParam('$3'), currency: 'b.currency' })} offset 0) o
      where l.basket_id = b.id
    ), '[]') as "offers"
  from cart_baskets b where b.id = $1`,
);

/**
 * A new guest basket and the promotions of its site in one round trip: a new basket has no lines, gift cards or
 * coupons yet. $1 id, $2 brand, $3 locale, $4 country, $5 currency.
 */
const INSERT_GUEST_BASKET = statement<BasketRow & { sitePromotions: PromotionJson[] }>(
  'cart_insert_guest_basket',
  `with b as (insert into cart_baskets (id, brand, locale, country, currency) values ($1, $2, $3, $4, $5) returning *)
  select ${selectList(baskets, 'b')}, ${SITE_PROMOTIONS} as "sitePromotions" from b`,
);

const BASKET_BY_ID = statement<BasketRow>('cart_basket_by_id', `select ${selectList(baskets)} from cart_baskets where id = $1`);

const promotionRows = (rows: PromotionJson[]): PromotionRow[] =>
  rows.map((promotion) => ({ ...promotion, startsAt: new Date(promotion.startsAt), endsAt: new Date(promotion.endsAt) }));

/** The basket row and everything its rendering needs; null for an unknown id. */
export async function readBasket(db: Database, basketId: string): Promise<{ row: BasketRow; contents: BasketContents } | null> {
  const [view] = await run(db, BASKET_VIEW, [basketId, LANGUAGE_OF_LOCALE, WAREHOUSE_OF_LOCALE]);
  if (!view) return null;
  const { lines, giftCards, couponCodes, sitePromotions, offers, ...row } = view;
  const locale: LocaleCode = basketLocale(row);
  return {
    row,
    contents: {
      lines,
      giftCards,
      couponCodes,
      sitePromotions: promotionRows(sitePromotions),
      offers: new Map(offers.map((offer) => [offer.variantId, toVariantOffer(offer, row.currency, locale)])),
    },
  };
}

/** Inserts a guest basket; returns its row and its (empty) contents. */
export async function insertGuestBasket(
  db: Database,
  values: Pick<BasketRow, 'id' | 'brand' | 'locale' | 'country' | 'currency'>,
): Promise<{ row: BasketRow; contents: BasketContents }> {
  const [created] = await run(db, INSERT_GUEST_BASKET, [values.id, values.brand, values.locale, values.country, values.currency]);
  if (!created) throw new Error('basket insert returned no row');
  const { sitePromotions, ...row } = created;
  return { row, contents: { lines: [], giftCards: [], couponCodes: [], sitePromotions: promotionRows(sitePromotions), offers: new Map() } };
}

/** The basket row (null: unknown id); every request on a basket reads it first. */
export async function readBasketRow(db: Database, basketId: string): Promise<BasketRow | null> {
  return (await run(db, BASKET_BY_ID, [basketId]))[0] ?? null;
}
