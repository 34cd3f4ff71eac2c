/**
 * Demo promotions, the same for every run: per brand and currency, three live coupons (percent off, amount off, free
 * shipping), one expired coupon (SUMMER20, for tests), an automatic spend-and-save and a free-shipping threshold.
 */
import { count } from 'drizzle-orm';
import { BRAND_KEYS, type Currency } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { PROMOTION_TEXTS } from './promotion-texts';
import { promotions, type PromotionKind } from './tables';

const CURRENCIES: readonly Currency[] = ['GBP', 'EUR', 'PLN', 'CHF', 'USD', 'CAD'];
/** Złoty amounts are about four times the others. */
const scale = (currency: Currency, major: number): number => major * 100 * (currency === 'PLN' ? 4 : 1);

/** Free standard shipping from this spend (minor units), per currency. */
export const FREE_SHIPPING_THRESHOLDS: Record<Currency, number> = { GBP: 5000, EUR: 6000, PLN: 25000, CHF: 7000, USD: 7500, CAD: 9900 };

const LIVE = { startsAt: new Date('2024-01-01T00:00:00Z'), endsAt: new Date('2099-12-31T23:59:59Z') };

export function promotionRows(): (typeof promotions.$inferInsert)[] {
  return BRAND_KEYS.flatMap((brand) =>
    CURRENCIES.flatMap((currency) => {
      const row = (
        slug: string,
        kind: PromotionKind,
        value: number,
        extra: Partial<typeof promotions.$inferInsert> & Pick<typeof promotions.$inferInsert, 'texts' | 'rank'>,
      ) => ({
        id: `${brand}-${currency.toLowerCase()}-${slug}`,
        campaignId: `${brand}-${slug}`,
        brand,
        currency,
        kind,
        value,
        threshold: null,
        couponCode: null,
        ...LIVE,
        ...extra,
      });
      return [
        row('spend-and-save', 'amount-off-order', scale(currency, 15), { threshold: scale(currency, 150), texts: PROMOTION_TEXTS.spendAndSave, rank: 10 }),
        row('welcome10', 'percent-off-order', 10, { couponCode: 'WELCOME10', texts: PROMOTION_TEXTS.percentCoupon, rank: 20 }),
        row('tenoff', 'amount-off-order', scale(currency, 10), { couponCode: 'TENOFF', texts: PROMOTION_TEXTS.amountCoupon, rank: 30 }),
        row('summer20', 'percent-off-order', 20, {
          couponCode: 'SUMMER20',
          texts: PROMOTION_TEXTS.seasonCoupon,
          rank: 40,
          startsAt: new Date('2020-06-01T00:00:00Z'),
          endsAt: new Date('2020-09-30T23:59:59Z'),
        }),
        row('freeship', 'free-shipping', 0, { couponCode: 'FREESHIP', texts: PROMOTION_TEXTS.freeShippingCoupon, rank: 50 }),
        row('free-shipping-over', 'free-shipping', 0, { threshold: FREE_SHIPPING_THRESHOLDS[currency], texts: PROMOTION_TEXTS.freeShippingOver, rank: 60 }),
      ];
    }),
  );
}

export async function isCartSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(promotions);
  return (row?.value ?? 0) > 0;
}

/** ON CONFLICT DO NOTHING: reruns insert nothing. */
export async function seedCart(db: Database): Promise<number> {
  const inserted = await db.insert(promotions).values(promotionRows()).onConflictDoNothing().returning({ id: promotions.id });
  return inserted.length;
}
