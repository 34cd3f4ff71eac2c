import { describe, expect, it } from 'vitest';
import { isValidPostcode, normalisePostcode, requiredAddressFields, suggestAddress, townLine, validateAddress, type PostalAddress } from './addresses';

const uk: PostalAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 St James’s Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
};

describe('addresses', () => {
  it.each([
    ['GB', 'SW1A 1AA', true],
    ['GB', 'sw1a1aa', true],
    ['GB', '12345', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['NL', '1012 AB', true],
    ['NL', '0123 AB', false],
    ['PL', '00-950', true],
    ['PL', '00950', false],
    ['PT', '1100-148', true],
    ['US', '10001', true],
    ['US', '10001-1234', true],
    ['US', '1000', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'D1A 0B1', false],
  ])('%s postcode %s valid: %s', (country, code, valid) => {
    expect(isValidPostcode(country, code)).toBe(valid);
  });

  it('needs a state in the US and a province in Canada, valid codes only', () => {
    expect(requiredAddressFields('US')).toContain('region');
    expect(requiredAddressFields('GB')).not.toContain('region');
    const us = { ...uk, country: 'US', postalCode: '10001', city: 'New York' };
    expect(validateAddress(us)).toEqual([{ field: 'region', code: 'required', message: 'State/province is required' }]);
    expect(validateAddress({ ...us, region: 'XX' })[0]).toMatchObject({ field: 'region', code: 'invalid' });
    expect(validateAddress({ ...us, region: 'ny' })).toEqual([]);
    expect(validateAddress({ ...uk, country: 'CA', postalCode: 'K1A 0B1', region: 'ON' })).toEqual([]);
  });

  it('reports every missing, too long or ill-formed field in form order', () => {
    const problems = validateAddress({ ...uk, firstName: '  ', city: 'x'.repeat(101), postalCode: 'nope', phone: 'call me' });
    expect(problems.map((problem) => `${problem.field}:${problem.code}`)).toEqual([
      'firstName:required',
      'city:too_long',
      'postalCode:invalid',
      'phone:invalid',
    ]);
    expect(problems.find((problem) => problem.field === 'postalCode')?.message).toBe('Postal code is not valid (for example SW1A 1AA)');
  });

  it('suggests the printed form: postcode spacing and case, ZIP+4 trimmed, city capitalised, spaces squashed', () => {
    expect(normalisePostcode('GB', 'sw1y4jh')).toBe('SW1Y 4JH');
    expect(normalisePostcode('CA', 'k1a0b1')).toBe('K1A 0B1');
    expect(normalisePostcode('NL', '1012ab')).toBe('1012 AB');
    expect(normalisePostcode('US', '10001-1234')).toBe('10001');
    expect(normalisePostcode('PL', '00950')).toBe('00-950');
    expect(suggestAddress({ ...uk, city: 'sAINT  albans', addressLine1: ' 1   High St ', postalCode: 'al11aa', country: 'gb' })).toEqual({
      ...uk,
      city: 'Saint Albans',
      addressLine1: '1 High St',
      postalCode: 'AL1 1AA',
      country: 'GB',
    });
    expect(suggestAddress(uk)).toEqual(uk);
  });
});

describe('townLine', () => {
  it('writes the postcode where the country does', () => {
    expect(townLine({ city: 'Berlin', postalCode: '10115', country: 'DE' })).toBe('10115 Berlin');
    expect(townLine({ city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' })).toBe('London SW1Y 4JH');
    expect(townLine({ city: 'Austin', postalCode: '78701', region: 'TX', country: 'US' })).toBe('Austin, TX 78701');
    expect(townLine({ city: 'Montréal, QC', postalCode: 'H3B 4W8', country: 'CA' })).toBe('Montréal, QC H3B 4W8');
  });

  it('leaves out what is empty', () => {
    expect(townLine({ city: 'Lisboa', postalCode: '', country: 'PT' })).toBe('Lisboa');
    expect(townLine({ city: 'Leeds', postalCode: ' ', region: '', country: 'gb' })).toBe('Leeds');
  });
});
