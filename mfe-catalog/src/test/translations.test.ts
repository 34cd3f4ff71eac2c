import { describe, expect, it } from 'vitest';
import en from '../../../infra/server/src/modules/i18n/texts/en/catalog.json';

// Key, plural and placeholder parity of every namespace is checked once, in the server's i18n tests.
describe('catalog texts', () => {
  it('uses the exact error phrase of spec §8 for a bad quickshop id', () => {
    expect(en.invalidProductId).toBe('Invalid Product ID');
  });
});
