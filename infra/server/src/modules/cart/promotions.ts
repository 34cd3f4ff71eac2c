/** Checks entered coupon codes and turns pricing outcomes into the spec's Promotion objects. */
import { and, eq } from 'drizzle-orm';
import type { Currency, Language } from '@sf/remote-contract';
import type { Promotion } from '@sf/contracts';
import type { Database } from '../../db/client';
import { badRequest } from '../../http-errors';
import type { OrderRule, RuleOutcome, ShippingRule } from './pricing';
import { promotions } from './tables';

export type PromotionRow = typeof promotions.$inferSelect;

const isLive = (row: PromotionRow, now: Date): boolean => row.startsAt <= now && now <= row.endsAt;

/** The promotion behind a code a shopper typed; 400 with the spec's wording when it cannot be used. */
export async function requireCouponPromotion(db: Database, brand: string, currency: Currency, code: string, now = new Date()): Promise<PromotionRow> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brand, brand), eq(promotions.currency, currency), eq(promotions.couponCode, code)));
  if (!row || row.startsAt > now) throw badRequest(`Coupon code ${code} is not valid`);
  if (row.endsAt < now) throw badRequest(`Coupon code ${code} has expired`);
  return row;
}

export interface ActivePromotions {
  /** Promotions taking part in pricing, in rank order. */
  rows: PromotionRow[];
  couponCodes: { code: string; applied: boolean }[];
}

/** Automatic promotions that are live, plus those of entered coupons that are still live. */
export function activePromotions(siteRows: readonly PromotionRow[], codes: readonly string[], now = new Date()): ActivePromotions {
  const byCode = new Map(siteRows.filter((row) => row.couponCode).map((row) => [row.couponCode, row]));
  const couponCodes = codes.map((code) => {
    const row = byCode.get(code);
    return { code, applied: row !== undefined && isLive(row, now) };
  });
  const entered = new Set(couponCodes.filter((coupon) => coupon.applied).map((coupon) => coupon.code));
  const rows = siteRows.filter((row) => isLive(row, now) && (row.couponCode === null || entered.has(row.couponCode)));
  // Entered coupons first among shipping promotions, so FREESHIP takes the charge before the threshold would.
  rows.sort((a, b) => Number(a.couponCode === null) - Number(b.couponCode === null) || a.rank - b.rank);
  return { rows, couponCodes };
}

export function toRules(rows: readonly PromotionRow[]): { orderRules: OrderRule[]; shippingRules: ShippingRule[] } {
  const orderRules: OrderRule[] = [];
  const shippingRules: ShippingRule[] = [];
  for (const row of [...rows].sort((a, b) => a.rank - b.rank)) {
    if (row.kind === 'free-shipping') continue;
    orderRules.push({ id: row.id, kind: row.kind, value: row.value, threshold: row.threshold });
  }
  for (const row of rows) if (row.kind === 'free-shipping') shippingRules.push({ id: row.id, threshold: row.threshold });
  return { orderRules, shippingRules };
}

export function promotionText(row: PromotionRow, language: Language, format: (minor: number) => string): string {
  const template = row.texts[language] ?? row.texts.en;
  return template
    .replaceAll('{{percent}}', String(row.value))
    .replaceAll('{{amount}}', format(row.value))
    .replaceAll('{{threshold}}', format(row.threshold ?? 0))
    .replaceAll('{{code}}', row.couponCode ?? '');
}

export function toPromotion(row: PromotionRow, outcome: RuleOutcome, currency: Currency, itemText: string): Promotion {
  const money = (amount: number) => ({ amount, currency });
  return {
    promotionId: row.id,
    campaignId: row.campaignId,
    promotionClass: row.kind === 'free-shipping' ? 'SHIPPING' : 'ORDER',
    couponCode: row.couponCode,
    itemText,
    price: money(-outcome.amount),
    appliedDiscount: money(outcome.amount),
    thresholdStatus: row.threshold === null ? null : { threshold: money(row.threshold), remaining: money(outcome.remaining), reached: outcome.reached },
    applied: outcome.reached,
  };
}
