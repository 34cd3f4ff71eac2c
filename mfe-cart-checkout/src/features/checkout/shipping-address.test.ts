import { beforeEach, describe, expect, it } from 'vitest';
import type { PostalAddress } from '@sf/contracts';
import { cleanAddress, emptyAddress, validateShipping } from './shipping-address';
import { readCheckout, writeCheckout } from './shipping-storage';

const gb: PostalAddress = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };
const valid = { email: 'ada@example.com', address: gb };

describe('shipping details validation (contracts rules, per country)', () => {
  it('accepts a complete address', () => {
    expect(validateShipping(valid)).toEqual({});
  });
  it('requires e-mail and every required field', () => {
    expect(validateShipping({ email: '', address: emptyAddress('GB') })).toEqual({
      email: 'required',
      firstName: 'required',
      lastName: 'required',
      addressLine1: 'required',
      city: 'required',
      postalCode: 'required',
    });
  });
  it('checks the e-mail and the postcode format of the country', () => {
    expect(validateShipping({ ...valid, email: 'ada@example' })).toEqual({ email: 'invalid' });
    expect(validateShipping({ ...valid, address: { ...gb, postalCode: '10115' } })).toEqual({ postalCode: 'invalid' });
    expect(validateShipping({ ...valid, address: { ...gb, country: 'DE', postalCode: '10115' } })).toEqual({});
  });
  it('needs a state in the US and a province in Canada', () => {
    const us = { ...gb, country: 'US', postalCode: '10001' };
    expect(validateShipping({ ...valid, address: us })).toEqual({ region: 'required' });
    expect(validateShipping({ ...valid, address: { ...us, region: 'ZZ' } })).toEqual({ region: 'invalid' });
    expect(validateShipping({ ...valid, address: { ...us, region: 'NY' } })).toEqual({});
    expect(validateShipping({ ...valid, address: { ...gb, country: 'CA', postalCode: 'K1A 0B1', region: 'ON' } })).toEqual({});
  });
  it('trims values and drops empty optional fields', () => {
    expect(cleanAddress({ ...gb, city: ' London ', addressLine2: ' ', region: '' })).toEqual(gb);
  });
});

describe('checkout storage', () => {
  beforeEach(() => sessionStorage.clear());
  it('keeps the details per basket for this session and this country', () => {
    writeCheckout('b1', { shipping: valid, shippingMethod: 'standard', billingAddress: null });
    expect(readCheckout('b1', 'GB')).toEqual({ shipping: valid, shippingMethod: 'standard', billingAddress: null });
    expect(readCheckout('b1', 'DE')).toBeNull();
    expect(readCheckout('b2', 'GB')).toBeNull();
    writeCheckout('b1', null);
    expect(readCheckout('b1', 'GB')).toBeNull();
  });
  it('ignores a damaged entry', () => {
    sessionStorage.setItem('sf-checkout-b1', '{"shipping":1}');
    expect(readCheckout('b1', 'GB')).toBeNull();
  });
});
