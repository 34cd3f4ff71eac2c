import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MoneyFormatSpec } from '@sf/contracts';
import { formatMoney, formatRating, registerMoneyFormat } from './price-format';

/** What the server's describeMoneyFormat reads from Intl for these sites (the edge's money-format.test.ts checks it). */
const FR_CH: MoneyFormatSpec = {
  tag: 'fr-CH',
  currency: 'CHF',
  minorDigits: 2,
  decimal: '.',
  group: '\u202f',
  numberDecimal: ',',
  minimumGroupingDigits: 1,
  positive: '#\u00a0CHF',
  negative: '-#\u00a0CHF',
};
const EN_GB: MoneyFormatSpec = { ...FR_CH, tag: 'en-GB', currency: 'GBP', decimal: '.', group: ',', numberDecimal: '.', positive: '£#', negative: '-£#' };

describe('formatMoney and formatRating with the page’s registered format', () => {
  afterEach(() => vi.restoreAllMocks());

  it('write the site’s prices and ratings without building an Intl.NumberFormat, as Intl would', () => {
    const expected = [
      new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' }).format(12345.6),
      new Intl.NumberFormat('fr-CH', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.4),
    ];
    registerMoneyFormat(FR_CH);
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect([formatMoney({ amount: 1234560, currency: 'CHF' }, 'fr-CH'), formatRating(4.4, 'fr-CH')]).toEqual(expected);
    expect(built).not.toHaveBeenCalled();
  });

  it('go through Intl for a currency or language without a registered format', () => {
    registerMoneyFormat(EN_GB);
    expect(formatMoney({ amount: 1999, currency: 'USD' }, 'en-GB')).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD' }).format(19.99));
    expect(formatRating(3.5, 'nl-NL')).toBe('3,5');
  });
});
