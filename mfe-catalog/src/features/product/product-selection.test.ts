import { describe, expect, it } from 'vitest';
import { product } from '../../test/fixtures';
import { carrySize, findVariant, initialColour, variantsOfColour } from './product-selection';

describe('product selection', () => {
  it('starts with the colour of the URL, else the first colour', () => {
    expect(initialColour(product, 'black')).toBe('black');
    expect(initialColour(product, 'purple')).toBe('tan');
    expect(initialColour(product, null)).toBe('tan');
  });
  it('lists the sizes of one colour and finds in-stock variants only', () => {
    expect(variantsOfColour(product, 'tan').map((variant) => variant.size)).toEqual(['5', '6']);
    expect(findVariant(product, 'tan', '5')?.variantId).toBe('NB1001-tan-5');
    expect(findVariant(product, 'tan', '6')).toBeUndefined();
    expect(findVariant(product, 'tan', null)).toBeUndefined();
  });
  it('keeps the size across a colour change only when the new colour has it in stock', () => {
    expect(carrySize(product, 'black', '5')).toBe('5');
    expect(carrySize(product, 'tan', '6')).toBeNull();
    expect(carrySize(product, 'black', null)).toBeNull();
  });
});
