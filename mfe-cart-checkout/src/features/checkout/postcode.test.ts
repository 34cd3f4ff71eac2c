import { describe, expect, it } from 'vitest';
import { isValidPostcode, postcodeExample } from './postcode';

const cases: Record<string, { valid: string[]; invalid: string[] }> = {
  GB: { valid: ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'EC1A 1BB', 'GIR 0AA'], invalid: ['12345', 'SW1A', 'SW1A 1A', 'ABC 123'] },
  DE: { valid: ['10115', '01067'], invalid: ['1011', '101155', '10 115', 'ABCDE'] },
  FR: { valid: ['75001', '20000'], invalid: ['7500', '750011', 'F-75001'] },
  NL: { valid: ['1012 AB', '1012AB', '9999zz'], invalid: ['0123 AB', '1012', '1012 A', 'AB 1012'] },
  PL: { valid: ['00-950', '31-564'], invalid: ['00950', '00-95', '0-9500'] },
  US: { valid: ['10001', '90210-1234'], invalid: ['1000', '902101234', '90210-12'] },
  CA: { valid: ['K1A 0B1', 'k1a0b1', 'M5V 3L9'], invalid: ['D1A 0B1', 'K1A 0BA', '12345'] },
  PT: { valid: ['1100-148'], invalid: ['1100148'] },
};

describe('postcode validation per country', () => {
  for (const [country, { valid, invalid }] of Object.entries(cases)) {
    it(`${country}: accepts ${valid.join(', ')} and rejects ${invalid.join(', ')}`, () => {
      for (const postcode of valid) expect(isValidPostcode(country, postcode), postcode).toBe(true);
      for (const postcode of invalid) expect(isValidPostcode(country, postcode), postcode).toBe(false);
    });
  }

  it('trims surrounding spaces and rejects an empty value', () => {
    expect(isValidPostcode('DE', ' 10115 ')).toBe(true);
    expect(isValidPostcode('DE', '')).toBe(false);
    expect(isValidPostcode('GB', '   ')).toBe(false);
  });

  it('accepts any short code for a country without a rule, and gives examples only for known ones', () => {
    expect(isValidPostcode('SE', '113 51')).toBe(true);
    expect(isValidPostcode('SE', '')).toBe(false);
    expect(postcodeExample('GB')).toBe('SW1A 1AA');
    expect(postcodeExample('SE')).toBeNull();
  });

  it('every example passes its own rule', () => {
    for (const country of ['GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'PT', 'AT', 'CH', 'US', 'CA']) {
      expect(isValidPostcode(country, postcodeExample(country) ?? '')).toBe(true);
    }
  });
});
