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

describe('employee pricing', () => {
  it('takes the percentage off the products (half-up), spread over the lines', () => {
    const result = priceLines({ ...base, orderRules: [], employeePercent: 40 });
    // (12999 + 4500) × 40 % = 6999.6 → 7000
    expect(result.employeeOutcome).toEqual({ id: EMPLOYEE_DISCOUNT_ID, amount: 7000, reached: true, remaining: 0 });
    expect(result.totals.orderDiscount).toBe(7000);
    expect(result.lineDiscounts.reduce((sum, share) => sum + share, 0)).toBe(7000);
    // Gift cards are never discounted: they are added whole.
    expect(result.totals.total).toBe(17499 - 7000 + result.totals.shipping + 2500);
  });

  it('replaces order promotions instead of adding to them; shipping promotions still count on the discounted spend', () => {
    const employee = priceLines({ ...base, employeePercent: 30 });
    expect(employee.orderOutcomes).toEqual([]);
    expect(employee.totals.orderDiscount).toBe(5250);
    // 17499 − 5250 = 12249 ≥ 10000: free shipping still reached.
    expect(employee.shippingOutcomes[0]).toMatchObject({ reached: true, amount: 395 });
    expect(employee.totals.shipping).toBe(0);

    const shopper = priceLines(base);
    expect(shopper.employeeOutcome).toBeNull();
    expect(shopper.orderOutcomes.map((outcome) => outcome.amount)).toEqual([1750, 1500]);
  });

  it('treats 0, a missing or an out-of-range percentage safely', () => {
    expect(priceLines({ ...base, employeePercent: 0 }).employeeOutcome).toBeNull();
    expect(priceLines(base).employeeOutcome).toBeNull();
    expect(priceLines({ ...base, employeePercent: -5 }).employeeOutcome).toBeNull();
    expect(priceLines({ ...base, orderRules: [], employeePercent: 150 }).totals.orderDiscount).toBe(17499);
  });

  it('discounts nothing in a basket of gift cards only', () => {
    const result = priceLines({ ...base, lineAmounts: [], employeePercent: 40 });
    expect(result.employeeOutcome?.amount).toBe(0);
    expect(result.totals.total).toBe(2500);
  });
});
