/**
 * Everything a basket's rendering reads from the cart's own tables, in one round trip: its lines, gift-card lines,
 * entered coupon codes and the promotions of its site. Four queries per basket view were a quarter of the cart's
 * database work under load; one statement with JSON sub-selects returns the same rows.
 */
import { sql } from 'drizzle-orm';
import type { Language } from '@sf/contracts';
import type { Database } from '../../db/client';
import type { BasketRow } from './basket-view';
import type { PromotionRow } from './promotions';
import { basketCoupons, basketItems, giftCardItems, promotions, type PromotionKind } from './tables';

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
}

/** A promotion as json_build_object returns it: timestamps as ISO strings. */
type PromotionJson = Omit<PromotionRow, 'startsAt' | 'endsAt' | 'kind' | 'texts'> & {
  startsAt: string;
  endsAt: string;
  kind: PromotionKind;
  texts: Record<Language, string>;
};

interface ContentsJson {
  lines: LineRow[];
  gift_cards: GiftCardRow[];
  coupon_codes: string[];
  site_promotions: PromotionJson[];
}

export async function readBasketContents(db: Database, basket: Pick<BasketRow, 'id' | 'brand' | 'currency'>): Promise<BasketContents> {
  const result = (await db.execute(sql`
    select
      coalesce((
        select json_agg(json_build_object(
          'id', ${basketItems.id}, 'basketId', ${basketItems.basketId}, 'variantId', ${basketItems.variantId},
          'quantity', ${basketItems.quantity}, 'position', ${basketItems.position}
        ) order by ${basketItems.position}, ${basketItems.id})
        from ${basketItems} where ${basketItems.basketId} = ${basket.id}
      ), '[]') as lines,
      coalesce((
        select json_agg(json_build_object(
          'id', ${giftCardItems.id}, 'basketId', ${giftCardItems.basketId}, 'amount', ${giftCardItems.amount},
          'recipientEmail', ${giftCardItems.recipientEmail}, 'recipientName', ${giftCardItems.recipientName},
          'senderName', ${giftCardItems.senderName}, 'message', ${giftCardItems.message}, 'position', ${giftCardItems.position}
        ) order by ${giftCardItems.position})
        from ${giftCardItems} where ${giftCardItems.basketId} = ${basket.id}
      ), '[]') as gift_cards,
      coalesce((
        select json_agg(${basketCoupons.code} order by ${basketCoupons.addedAt}, ${basketCoupons.code})
        from ${basketCoupons} where ${basketCoupons.basketId} = ${basket.id}
      ), '[]') as coupon_codes,
      coalesce((
        select json_agg(json_build_object(
          'id', ${promotions.id}, 'campaignId', ${promotions.campaignId}, 'brand', ${promotions.brand},
          'currency', ${promotions.currency}, 'kind', ${promotions.kind}, 'value', ${promotions.value},
          'threshold', ${promotions.threshold}, 'couponCode', ${promotions.couponCode}, 'startsAt', ${promotions.startsAt},
          'endsAt', ${promotions.endsAt}, 'texts', ${promotions.texts}, 'rank', ${promotions.rank}
        ) order by ${promotions.rank})
        from ${promotions} where ${promotions.brand} = ${basket.brand} and ${promotions.currency} = ${basket.currency}
      ), '[]') as site_promotions
  `)) as unknown as { rows: ContentsJson[] };
  const row = result.rows[0];
  if (!row) throw new Error('basket contents query returned no row');
  return {
    lines: row.lines,
    giftCards: row.gift_cards,
    couponCodes: row.coupon_codes,
    sitePromotions: row.site_promotions.map((promotion) => ({ ...promotion, startsAt: new Date(promotion.startsAt), endsAt: new Date(promotion.endsAt) })),
  };
}
