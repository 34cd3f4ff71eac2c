import { beforeEach, describe, expect, it } from 'vitest';
import { emptyShippingAddress, validateShippingAddress, type ShippingAddress } from './shipping-address';
import { readShippingAddress, writeShippingAddress } from './shipping-storage';

const valid: ShippingAddress = {
  email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', addressLine: '12 St James Square', city: 'London',
  postcode: 'SW1Y 4JH', country: 'GB',
};

describe('shipping address validation', () => {
  it('accepts a complete address', () => {
    expect(validateShippingAddress(valid)).toEqual({});
  });
  it('requires every field', () => {
    expect(validateShippingAddress(emptyShippingAddress('GB'))).toEqual({
      email: 'required', firstName: 'required', lastName: 'required', addressLine: 'required', city: 'required', postcode: 'required',
    });
    expect(validateShippingAddress({ ...valid, city: '   ' })).toEqual({ city: 'required' });
  });
  it('checks the email and the postcode format of the site country', () => {
    expect(validateShippingAddress({ ...valid, email: 'ada@example' })).toEqual({ email: 'invalid' });
    expect(validateShippingAddress({ ...valid, postcode: '10115' })).toEqual({ postcode: 'invalid' });
    expect(validateShippingAddress({ ...valid, country: 'DE', postcode: '10115' })).toEqual({});
  });
});

describe('shipping address storage', () => {
  beforeEach(() => sessionStorage.clear());
  it('keeps the address per basket for this session', () => {
    writeShippingAddress('b1', valid);
    expect(readShippingAddress('b1')).toEqual(valid);
    expect(readShippingAddress('b2')).toBeNull();
    writeShippingAddress('b1', null);
    expect(readShippingAddress('b1')).toBeNull();
  });
  it('ignores a damaged entry', () => {
    sessionStorage.setItem('sf-checkout-shipping-b1', '{"email":1}');
    expect(readShippingAddress('b1')).toBeNull();
  });
});
