/** priceLines with an employee discount (employees module): its own outcome, not combined with order promotions. */
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_DISCOUNT_ID, priceLines, type PricingInput } from './pricing';
import { taxRuleFor } from './tax';

const base: PricingInput = {
  currency: 'GBP',
  lineAmounts: [12999, 4500],
  giftCardTotal: 2500,
  orderRules: [
    { id: 'welcome10', kind: 'percent-off-order', value: 10, threshold: null },
    { id: 'spend-and-save', kind: 'amount-off-order', value: 1500, threshold: 10000 },
  ],
  shippingRules: [{ id: 'free-over-100', threshold: 10000 }],
  shippingPrice: 395,
  tax: taxRuleFor('GB', null),
};

const employee = (percent: number) => ({ id: EMPLOYEE_DISCOUNT_ID, percent });

describe('employee pricing', () => {
  it('takes the percentage off the products (half-up), spread over the lines', () => {
    const result = priceLines({ ...base, orderRules: [], personalDiscount: employee(40) });
    // (12999 + 4500) × 40 % = 6999.6 → 7000
    expect(result.personalOutcome).toEqual({ id: EMPLOYEE_DISCOUNT_ID, amount: 7000, reached: true, remaining: 0 });
    expect(result.totals.orderDiscount).toBe(7000);
    expect(result.lineDiscounts.reduce((sum, share) => sum + share, 0)).toBe(7000);
    // Gift cards are never discounted: they are added whole.
    expect(result.totals.total).toBe(17499 - 7000 + result.totals.shipping + 2500);
  });

  it('replaces order promotions instead of adding to them; shipping promotions still count on the discounted spend', () => {
    const discounted = priceLines({ ...base, personalDiscount: employee(30) });
    expect(discounted.orderOutcomes).toEqual([]);
    expect(discounted.totals.orderDiscount).toBe(5250);
    // 17499 − 5250 = 12249 ≥ 10000: free shipping still reached.
    expect(discounted.shippingOutcomes[0]).toMatchObject({ reached: true, amount: 395 });
    expect(discounted.totals.shipping).toBe(0);

    const shopper = priceLines(base);
    expect(shopper.personalOutcome).toBeNull();
    expect(shopper.orderOutcomes.map((outcome) => outcome.amount)).toEqual([1750, 1500]);
  });

  it('treats 0, a missing or an out-of-range percentage safely', () => {
    expect(priceLines({ ...base, personalDiscount: employee(0) }).personalOutcome).toBeNull();
    expect(priceLines(base).personalOutcome).toBeNull();
    expect(priceLines({ ...base, personalDiscount: employee(-5) }).personalOutcome).toBeNull();
    expect(priceLines({ ...base, orderRules: [], personalDiscount: employee(150) }).totals.orderDiscount).toBe(17499);
  });

  it('discounts nothing in a basket of gift cards only', () => {
    const result = priceLines({ ...base, lineAmounts: [], personalDiscount: employee(40) });
    expect(result.personalOutcome?.amount).toBe(0);
    expect(result.totals.total).toBe(2500);
  });
});
