import { describe, expect, it } from 'vitest';
import { readProviderMessage } from '@sf/contracts/payment-frame';

const frame = {} as MessageEventSource;
const origin = 'https://shop.example';
const card = { token: 'tok_abcdefghijklmnop', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 };
const event = (data: unknown, overrides: Partial<{ origin: string; source: MessageEventSource | null }> = {}) => ({
  origin,
  source: frame,
  data,
  ...overrides,
});

describe('readProviderMessage (postMessage from the provider iframes)', () => {
  it('accepts a token from our origin and our iframe', () => {
    expect(readProviderMessage(event({ source: 'sf-test-psp', type: 'tokenized', card }), { origin, source: frame })).toEqual({ type: 'tokenized', card });
  });
  it('drops a message from another origin, even with a valid shape', () => {
    expect(
      readProviderMessage(event({ source: 'sf-test-psp', type: 'tokenized', card }, { origin: 'https://evil.example' }), { origin, source: frame }),
    ).toBeNull();
  });
  it('drops a message from another window of our origin', () => {
    expect(
      readProviderMessage(event({ source: 'sf-test-psp', type: 'tokenized', card }, { source: {} as MessageEventSource }), { origin, source: frame }),
    ).toBeNull();
    expect(readProviderMessage(event({ source: 'sf-test-psp', type: 'ready' }, { source: null }), { origin, source: null })).toBeNull();
  });
  it('drops unknown protocols, types and malformed payloads', () => {
    expect(readProviderMessage(event({ source: 'other', type: 'ready' }), { origin, source: frame })).toBeNull();
    expect(readProviderMessage(event({ source: 'sf-test-psp', type: 'submit' }), { origin, source: frame })).toBeNull();
    expect(
      readProviderMessage(event({ source: 'sf-test-psp', type: 'tokenized', card: { ...card, token: '4242424242424242' } }), { origin, source: frame }),
    ).toBeNull();
    expect(readProviderMessage(event('tokenized'), { origin, source: frame })).toBeNull();
    expect(
      readProviderMessage(event({ source: 'sf-test-psp', type: 'challenge-result', paymentId: 'p1', result: 'maybe' }), { origin, source: frame }),
    ).toBeNull();
  });
  it('reads the challenge result', () => {
    expect(
      readProviderMessage(event({ source: 'sf-test-psp', type: 'challenge-result', paymentId: 'p1', result: 'approved' }), { origin, source: frame }),
    ).toEqual({ type: 'challenge-result', paymentId: 'p1', result: 'approved' });
  });
});
