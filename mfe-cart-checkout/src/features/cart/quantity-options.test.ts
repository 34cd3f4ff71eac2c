import { describe, expect, it } from 'vitest';
import { quantityOptions } from './quantity-options';

describe('quantityOptions', () => {
  it('offers 1 to the line limit of 10', () => {
    expect(quantityOptions(1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantityOptions(1, 3)).toEqual([1, 2, 3]);
  });
  it('keeps a larger current quantity selectable', () => {
    expect(quantityOptions(4, 2)).toEqual([1, 2, 3, 4]);
  });
});
