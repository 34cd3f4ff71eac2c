import { describe, expect, it } from 'vitest';
import { formatOneDecimal, formatWithSpec } from '@sf/contracts';
import { LOCALES } from '@sf/remote-contract';
import { describeMoneyFormat } from './money-format';

const AMOUNTS = [0, 1, 5, 99, 100, 999, 1050, 9999, 10000, 99999, 123456, 1234567, 12345678, 123456789, 1234567890, -1, -550, -123456];

describe('formatWithSpec writes every site’s prices exactly as Intl does', () => {
  for (const [locale, { tag, currency }] of Object.entries(LOCALES)) {
    it(`${locale} (${tag}, ${currency})`, () => {
      const spec = describeMoneyFormat(tag, currency);
      const intl = new Intl.NumberFormat(tag, { style: 'currency', currency });
      for (const amount of AMOUNTS) expect(formatWithSpec(spec, amount)).toBe(intl.format(amount / 100));
    });
  }

  it('a currency without minor units', () => {
    const spec = describeMoneyFormat('en-GB', 'JPY');
    expect(spec.minorDigits).toBe(0);
    expect(formatWithSpec(spec, 123456)).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'JPY' }).format(123456));
  });

  it('ratings with one decimal, in each language', () => {
    for (const { tag, currency } of Object.values(LOCALES)) {
      const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const value of [0, 1, 3.5, 4.4, 5]) expect(formatOneDecimal(describeMoneyFormat(tag, currency), value)).toBe(intl.format(value));
    }
  });
});
