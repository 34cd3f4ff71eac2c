import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Money } from '@sf/contracts';
import type { LocaleCode } from '@sf/remote-contract';
import { renderInStorefront } from '../testing/render-in-storefront';
import { Price } from './price';
import { formatMoney } from './price-format';

/** Intl's own output, so narrow/no-break spaces and symbol placement are never hard-coded here. */
const intl = (tag: string, currency: string, value: number) => new Intl.NumberFormat(tag, { style: 'currency', currency }).format(value);
const labels = { sale: 'Sale price', original: 'Original price' };

describe('Price', () => {
  it.each<[LocaleCode, string, Money]>([
    ['uk-en', 'en-GB', { amount: 4999, currency: 'GBP' }],
    ['de-de', 'de-DE', { amount: 4999, currency: 'EUR' }],
    ['pl-pl', 'pl-PL', { amount: 4999, currency: 'PLN' }],
    ['ch-fr', 'fr-CH', { amount: 4999, currency: 'CHF' }],
  ])('formats minor units for %s', (locale, tag, money) => {
    const { container } = renderInStorefront(<Price money={money} />, { locale });
    expect(container.textContent).toBe(intl(tag, money.currency, 49.99));
  });

  it('shows 49,99 € in German', () => {
    const { container } = renderInStorefront(<Price money={{ amount: 4999, currency: 'EUR' }} />, { locale: 'de-de' });
    expect(container.textContent?.replace(/\s/g, ' ')).toBe('49,99 €');
  });

  it('shows a sale price with the struck-through list price and hidden labels', () => {
    const price = { list: { amount: 12000, currency: 'GBP' as const }, sale: { amount: 8999, currency: 'GBP' as const } };
    const { container } = renderInStorefront(<Price price={price} labels={labels} />);
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe(`Original price ${intl('en-GB', 'GBP', 120)}`);
    expect(screen.getByText('Sale price', { exact: false }).parentElement?.textContent).toBe(`Sale price ${intl('en-GB', 'GBP', 89.99)}`);
  });

  it('shows only the list price when there is no sale', () => {
    const price = { list: { amount: 12000, currency: 'GBP' as const }, sale: null };
    const { container } = renderInStorefront(<Price price={price} labels={labels} />);
    expect(container.textContent).toBe(intl('en-GB', 'GBP', 120));
    expect(container.querySelector('s')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('uses Intl currency digits, so zero-digit currencies are not divided', () => {
    expect(formatMoney({ amount: 1500, currency: 'JPY' }, 'ja-JP')).toBe(intl('ja-JP', 'JPY', 1500));
  });
});
