import { describe, expect, it } from 'vitest';
import { sizeChartTable, sizeLabel, sizeSystemOf } from './size-systems';

describe('size systems', () => {
  it('picks UK for uk-en, US for the US and Canada, EU elsewhere, letters for apparel everywhere', () => {
    expect(sizeSystemOf('uk-en', 'men-shoes')).toBe('UK');
    expect(sizeSystemOf('de-de', 'men-shoes')).toBe('EU');
    expect(sizeSystemOf('ch-fr', 'women-shoes')).toBe('EU');
    expect(sizeSystemOf('us-en', 'kids-shoes')).toBe('US');
    expect(sizeSystemOf('ca-fr', 'women-shoes')).toBe('US');
    expect(sizeSystemOf('uk-en', 'apparel')).toBe('LETTER');
  });

  it('converts a canonical size key into each system', () => {
    expect(sizeLabel('men-shoes', '42', 'EU')).toBe('42');
    expect(sizeLabel('men-shoes', '42', 'UK')).toBe('8');
    expect(sizeLabel('men-shoes', '42', 'US')).toBe('9');
    expect(sizeLabel('apparel', 'xxl', 'LETTER')).toBe('XXL');
    expect(sizeLabel('women-shoes', '99', 'UK')).toBe('99');
  });

  it("builds localised conversion tables with the shopper's system first", () => {
    const table = sizeChartTable('women-shoes', 'de', 'UK');
    expect(table.title).toBe('Damenschuhe');
    expect(table.columns).toEqual(['UK', 'EU', 'US', 'Fußlänge (cm)']);
    expect(table.rows[0]).toEqual(['3', '36', '5.5', '23']);
    const apparel = sizeChartTable('apparel', 'fr');
    expect(apparel.columns[0]).toBe('Taille');
    expect(apparel.rows.map((row) => row[0])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });
});
