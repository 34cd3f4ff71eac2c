import { describe, expect, it } from 'vitest';
import { allocate, priceLines, roundHalfUp, type PricingInput } from './pricing';
import { taxRuleFor } from './tax';

const base: PricingInput = {
  currency: 'GBP',
  lineAmounts: [],
  giftCardTotal: 0,
  orderRules: [],
  shippingRules: [],
  shippingPrice: 395,
  tax: taxRuleFor('GB', null),
};

describe('roundHalfUp', () => {
  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [25, 10, 3],
    [0, 7, 0],
    [1665, 10, 167],
    [1664, 10, 166],
    [7250, 100, 73],
  ])('%i / %i → %i', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });
});

describe('allocate', () => {
  it('spreads a discount in proportion and always sums to it', () => {
    expect(allocate(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocate(1000, [3000, 1000])).toEqual([750, 250]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    for (const amounts of [
      [1, 2, 3],
      [999, 1],
      [12345, 6789, 1],
    ])
      expect(allocate(77, amounts).reduce((a, b) => a + b)).toBe(77);
  });
});

describe('priceLines', () => {
  it('extracts VAT per line, rounding half-up (GB 20 %)', () => {
    const { totals, lineTaxes } = priceLines({ ...base, lineAmounts: [999, 1, 1200] });
    // 999 × 20/120 = 166.5 → 167; 1 × 20/120 = 0.17 → 0; 1200 → 200; shipping 395 × 20/120 = 65.83 → 66
    expect(lineTaxes).toEqual([167, 0, 200]);
    expect(totals).toMatchObject({
      merchandiseTotal: 2200,
      orderDiscount: 0,
      shipping: 395,
      merchandiseTotalTax: 167 + 200 + 66,
      totalWithoutTaxAfterDiscount: 2200 - 367,
      total: 2595,
      taxIncluded: true,
      taxCalculated: true,
      taxRateBasisPoints: 2000,
    });
  });

  it.each([
    ['DE', 1900],
    ['FR', 2000],
    ['IT', 2200],
    ['ES', 2100],
    ['NL', 2100],
    ['PL', 2300],
    ['PT', 2300],
    ['AT', 2000],
    ['BE', 2100],
    ['CH', 810],
  ])('uses the VAT rate of %s', (country, basisPoints) => {
    const { totals } = priceLines({ ...base, currency: 'EUR', lineAmounts: [10_000], shippingPrice: 0, tax: taxRuleFor(country, null) });
    expect(totals.taxRateBasisPoints).toBe(basisPoints);
    expect(totals.merchandiseTotalTax).toBe(roundHalfUp(10_000 * basisPoints, 10_000 + basisPoints));
    expect(totals.total).toBe(10_000);
  });

  it('reduces the taxable base by order discounts', () => {
    const { totals, lineDiscounts } = priceLines({
      ...base,
      lineAmounts: [6000, 6000],
      orderRules: [{ id: 'p', kind: 'percent-off-order', value: 10, threshold: null }],
      shippingPrice: 0,
    });
    expect(lineDiscounts).toEqual([600, 600]);
    expect(totals).toMatchObject({ orderDiscount: 1200, merchandiseTotalTax: 1800, totalWithoutTaxAfterDiscount: 9000, total: 10_800 });
  });

  it('reports how much more to spend for a threshold and applies it once reached', () => {
    const rules = { shippingRules: [{ id: 'free', threshold: 5000 }] };
    const below = priceLines({ ...base, lineAmounts: [3799], ...rules });
    expect(below.shippingOutcomes).toEqual([{ id: 'free', amount: 0, reached: false, remaining: 1201 }]);
    expect(below.totals.shipping).toBe(395);
    const reached = priceLines({ ...base, lineAmounts: [5000], ...rules });
    expect(reached.shippingOutcomes[0]).toMatchObject({ amount: 395, reached: true, remaining: 0 });
    expect(reached.totals).toMatchObject({ shipping: 0, total: 5000 });
  });

  it('never discounts more than the merchandise, and measures shipping thresholds after discounts', () => {
    const result = priceLines({
      ...base,
      lineAmounts: [800],
      orderRules: [{ id: 'a', kind: 'amount-off-order', value: 1000, threshold: null }],
      shippingRules: [{ id: 'free', threshold: 500 }],
    });
    expect(result.totals).toMatchObject({ orderDiscount: 800, shipping: 395, total: 395 });
    expect(result.shippingOutcomes[0]).toMatchObject({ reached: false, remaining: 500 });
  });

  it('adds US sales tax by state on top, without taxing shipping', () => {
    const { totals } = priceLines({ ...base, currency: 'USD', lineAmounts: [1000], shippingPrice: 695, tax: taxRuleFor('US', 'CA') });
    // 1000 × 7.25 % = 72.5 → 73
    expect(totals).toMatchObject({ merchandiseTotalTax: 73, total: 1000 + 695 + 73, taxIncluded: false, taxCalculated: true, taxRateBasisPoints: 725 });
    const jersey = priceLines({ ...base, currency: 'USD', lineAmounts: [2000], shippingPrice: 0, tax: taxRuleFor('US', 'NJ') });
    expect(jersey.totals.merchandiseTotalTax).toBe(133); // 132.5 → 133
    expect(priceLines({ ...base, currency: 'USD', lineAmounts: [2000], tax: taxRuleFor('US', 'OR') }).totals.merchandiseTotalTax).toBe(0);
  });

  it('estimates 0 tax until the US state is known', () => {
    const { totals } = priceLines({ ...base, currency: 'USD', lineAmounts: [1000], shippingPrice: 695, tax: taxRuleFor('US', null) });
    expect(totals).toMatchObject({ merchandiseTotalTax: 0, total: 1695, taxCalculated: false, taxIncluded: false });
  });

  it('adds Canadian HST/GST by province, shipping included', () => {
    const ontario = priceLines({ ...base, currency: 'CAD', lineAmounts: [10_000], shippingPrice: 995, tax: taxRuleFor('CA', 'ON') });
    expect(ontario.totals).toMatchObject({ merchandiseTotalTax: 1300 + 129, total: 10_000 + 995 + 1429 }); // 995 × 13 % = 129.35
    const alberta = priceLines({ ...base, currency: 'CAD', lineAmounts: [10_000], shippingPrice: 0, tax: taxRuleFor('CA', 'AB') });
    expect(alberta.totals.merchandiseTotalTax).toBe(500);
  });

  it('keeps gift cards out of discounts, shipping and tax', () => {
    const onlyGiftCards = priceLines({
      ...base,
      lineAmounts: [],
      giftCardTotal: 5000,
      orderRules: [{ id: 'p', kind: 'percent-off-order', value: 10, threshold: null }],
    });
    expect(onlyGiftCards.totals).toMatchObject({ orderDiscount: 0, shipping: 0, merchandiseTotalTax: 0, giftCardTotal: 5000, total: 5000 });
  });
});
