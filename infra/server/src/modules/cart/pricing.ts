/**
 * Pure basket pricing: order promotions, shipping promotions and tax over integer minor units. No I/O, so the cart
 * and order placement (checkout module, through `app.cart.priceBasket`) price a basket the same way.
 */
import type { Currency } from '@sf/remote-contract';
import type { BasketTotals } from '@sf/contracts';
import type { TaxRule } from './tax';

/** Half-up rounding of numerator / denominator for non-negative integers, exact in integer arithmetic. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export interface OrderRule {
  id: string;
  kind: 'percent-off-order' | 'amount-off-order';
  /** Percent, or minor units. */
  value: number;
  threshold: number | null;
}

export interface ShippingRule {
  id: string;
  threshold: number | null;
}

export interface PricingInput {
  currency: Currency;
  /** Product line totals (unit price × quantity) as shown on the site. */
  lineAmounts: readonly number[];
  giftCardTotal: number;
  orderRules: readonly OrderRule[];
  shippingRules: readonly ShippingRule[];
  /** Price of the selected shipping method before promotions. */
  shippingPrice: number;
  tax: TaxRule;
  /**
   * The customer's personal discount (personal-discount.ts: employee pricing or the student discount) in percent of
   * the products; absent, null or 0: none. It is not combined with order promotions; shipping promotions still apply.
   */
  personalDiscount?: PersonalRate | null;
}

/** A personal discount as pricing sees it: the promotion line's id and a percentage of the products. */
export interface PersonalRate {
  id: string;
  percent: number;
}

export interface RuleOutcome {
  id: string;
  /** Discount applied (positive minor units); 0 when not reached or nothing left to discount. */
  amount: number;
  reached: boolean;
  /** Spend still needed to reach the threshold (0 without one or when reached). */
  remaining: number;
}

export interface PricingResult {
  /** The personal discount (id `employee-discount` or `student-discount`), null without one. */
  personalOutcome: RuleOutcome | null;
  orderOutcomes: RuleOutcome[];
  shippingOutcomes: RuleOutcome[];
  /** Discount share of each product line, in line order (sums to totals.orderDiscount). */
  lineDiscounts: number[];
  lineTaxes: number[];
  totals: BasketTotals;
}

/** Promotion ids of the personal discount lines (personalDiscountId in personal-discount.ts makes the same). */
export const EMPLOYEE_DISCOUNT_ID = 'employee-discount';
export const STUDENT_DISCOUNT_ID = 'student-discount';

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Spreads a discount over lines in proportion to their amounts; leftover units go to the largest remainders. */
export function allocate(total: number, amounts: readonly number[]): number[] {
  const base = sum(amounts);
  if (base === 0 || total === 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Math.floor((total * amount) / base));
  const order = amounts.map((amount, index) => ({ index, rest: (total * amount) % base })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let left = total - sum(shares), k = 0; left > 0; left -= 1, k += 1) {
    const target = order[k % order.length];
    if (target) shares[target.index] = (shares[target.index] ?? 0) + 1;
  }
  return shares;
}

function evaluateOrderRules(merchandise: number, rules: readonly OrderRule[]): RuleOutcome[] {
  let discounted = 0;
  return rules.map((rule) => {
    const reached = rule.threshold === null || merchandise >= rule.threshold;
    const remaining = reached || rule.threshold === null ? 0 : rule.threshold - merchandise;
    const wanted = rule.kind === 'percent-off-order' ? roundHalfUp(merchandise * rule.value, 100) : rule.value;
    const amount = reached ? Math.min(wanted, merchandise - discounted) : 0;
    discounted += amount;
    return { id: rule.id, amount, reached, remaining };
  });
}

function evaluateShippingRules(spend: number, shippingPrice: number, rules: readonly ShippingRule[]): RuleOutcome[] {
  let freed = false;
  return rules.map((rule) => {
    const reached = rule.threshold === null || spend >= rule.threshold;
    const remaining = reached || rule.threshold === null ? 0 : rule.threshold - spend;
    // Only one free-shipping promotion can take the charge away.
    const amount = reached && !freed ? shippingPrice : 0;
    if (amount > 0) freed = true;
    return { id: rule.id, amount, reached, remaining };
  });
}

export function priceLines(input: PricingInput): PricingResult {
  const merchandiseTotal = sum(input.lineAmounts);
  const personal = input.personalDiscount;
  const personalPercent = Math.min(Math.max(personal?.percent ?? 0, 0), 100);
  const personalOutcome: RuleOutcome | null =
    personal && personalPercent > 0 ? { id: personal.id, amount: roundHalfUp(merchandiseTotal * personalPercent, 100), reached: true, remaining: 0 } : null;
  // A personal discount replaces order promotions (coupons, spend-and-save): they are not evaluated at all.
  const orderOutcomes = personalOutcome ? [] : evaluateOrderRules(merchandiseTotal, input.orderRules);
  const orderDiscount = (personalOutcome?.amount ?? 0) + sum(orderOutcomes.map((outcome) => outcome.amount));
  const discountedMerchandise = merchandiseTotal - orderDiscount;
  // Gift cards alone are e-mailed: nothing to ship.
  const shippingPrice = input.lineAmounts.length > 0 ? input.shippingPrice : 0;
  const shippingOutcomes = evaluateShippingRules(discountedMerchandise, shippingPrice, input.shippingRules);
  const shipping = shippingPrice - sum(shippingOutcomes.map((outcome) => outcome.amount));

  const lineDiscounts = allocate(orderDiscount, input.lineAmounts);
  const lineNets = input.lineAmounts.map((amount, index) => amount - (lineDiscounts[index] ?? 0));
  const { tax } = input;
  const rate = tax.rate ?? 0;
  // Inclusive prices contain the VAT: extract it per line; exclusive prices get it added per line.
  const taxOf = (amount: number): number => (tax.mode === 'inclusive' ? roundHalfUp(amount * rate, 100_000 + rate) : roundHalfUp(amount * rate, 100_000));
  const lineTaxes = lineNets.map(taxOf);
  const shippingTax = tax.mode === 'exclusive' && !tax.taxShipping ? 0 : taxOf(shipping);
  const merchandiseTax = sum(lineTaxes);
  const totalTax = merchandiseTax + shippingTax;
  const inclusive = tax.mode === 'inclusive';

  return {
    personalOutcome,
    orderOutcomes,
    shippingOutcomes,
    lineDiscounts,
    lineTaxes,
    totals: {
      currency: input.currency,
      merchandiseTotal,
      orderDiscount,
      totalWithoutTaxAfterDiscount: inclusive ? discountedMerchandise - merchandiseTax : discountedMerchandise,
      shipping,
      merchandiseTotalTax: totalTax,
      giftCardTotal: input.giftCardTotal,
      total: discountedMerchandise + shipping + input.giftCardTotal + (inclusive ? 0 : totalTax),
      taxIncluded: inclusive,
      taxCalculated: tax.rate !== null,
      taxRateBasisPoints: Math.round(rate / 10),
    },
  };
}
