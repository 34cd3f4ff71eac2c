import { describe, expect, it } from 'vitest';
import { product } from '../../test/fixtures';
import { carrySize, findVariant, initialColour, variantsOfColour } from './product-selection';

describe('product selection', () => {
  it('starts with the colour of the URL, else the first colour', () => {
    expect(initialColour(product, 'black')).toBe('black');
    expect(initialColour(product, 'purple')).toBe('tan');
    expect(initialColour(product, null)).toBe('tan');
  });
  it('lists the sizes of one colour and finds the chosen variant, sold out or not', () => {
    expect(variantsOfColour(product, 'tan').map((variant) => variant.size)).toEqual(['5', '6', '7']);
    expect(findVariant(product, 'tan', '5')?.variantId).toBe('NB1001-TAN-5');
    expect(findVariant(product, 'tan', '6')).toMatchObject({ variantId: 'NB1001-TAN-6', inStock: false });
    expect(findVariant(product, 'tan', null)).toBeUndefined();
  });
  it('keeps the size across a colour change only when the new colour comes in it', () => {
    expect(carrySize(product, 'black', '5')).toBe('5');
    expect(carrySize(product, 'black', '6')).toBeNull();
    expect(carrySize(product, 'tan', '6')).toBe('6');
    expect(carrySize(product, 'black', null)).toBeNull();
  });
});
