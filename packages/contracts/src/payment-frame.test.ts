import { describe, expect, it } from 'vitest';
import { readProviderMessage } from './payment-frame';
import { PAYMENT_MESSAGE_SOURCE } from './payments';

const frame = {} as MessageEventSource;
const expected = { origin: 'https://shop.test', source: frame };
const card = { token: 'tok_abcdefghijklmnop', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 };
const event = (data: unknown, overrides: Partial<Pick<MessageEvent, 'origin' | 'source'>> = {}) => ({
  origin: expected.origin,
  source: frame,
  data,
  ...overrides,
});

describe('readProviderMessage', () => {
  it('accepts a tokenized card from our own iframe', () => {
    expect(readProviderMessage(event({ source: PAYMENT_MESSAGE_SOURCE, type: 'tokenized', card }), expected)).toEqual({ type: 'tokenized', card });
  });

  it('ignores another origin, another window, a foreign source or a malformed card', () => {
    const data = { source: PAYMENT_MESSAGE_SOURCE, type: 'tokenized', card };
    expect(readProviderMessage(event(data, { origin: 'https://evil.test' }), expected)).toBeNull();
    expect(readProviderMessage(event(data, { source: {} as MessageEventSource }), expected)).toBeNull();
    expect(readProviderMessage(event(data), { ...expected, source: null })).toBeNull();
    expect(readProviderMessage(event({ ...data, source: 'other' }), expected)).toBeNull();
    expect(readProviderMessage(event({ ...data, card: { ...card, last4: '42' } }), expected)).toBeNull();
    expect(readProviderMessage(event({ ...data, card: { ...card, brand: 'bogus' } }), expected)).toBeNull();
  });

  it('bounds resize heights', () => {
    expect(readProviderMessage(event({ source: PAYMENT_MESSAGE_SOURCE, type: 'resize', height: 300 }), expected)).toEqual({ type: 'resize', height: 300 });
    expect(readProviderMessage(event({ source: PAYMENT_MESSAGE_SOURCE, type: 'resize', height: 99999 }), expected)).toBeNull();
  });
});
