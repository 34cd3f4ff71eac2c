import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKey, endAttempt } from './idempotency';

let n = 0;
const next = () => {
  n += 1;
  return `key-${n}`;
};
const body = { basketId: 'b1', tenders: [{ code: 'CARD', token: 'tok_1' }] };

describe('Idempotency-Key per order attempt', () => {
  beforeEach(() => {
    sessionStorage.clear();
    endAttempt('b1');
  });
  it('reuses the key for the same body (double click, retry)', () => {
    const first = attemptKey('b1', body, next);
    expect(attemptKey('b1', { ...body }, next)).toBe(first);
    expect(attemptKey('b1', body, next)).toBe(first);
  });
  it('survives a reload of the tab (kept in session storage) without storing the body', () => {
    const secret = { ...body, tenders: [{ code: 'GIFT_CARD', number: '6010000000000002', pin: '2345', amount: 100 }] };
    const first = attemptKey('b1', secret, next);
    const stored = sessionStorage.getItem('sf-checkout-attempt-b1') ?? '';
    expect(JSON.parse(stored).key).toBe(first);
    expect(stored).not.toContain('2345');
    expect(stored).not.toContain('6010000000000002');
  });
  it('makes a new key when the body changes or the attempt ended', () => {
    const first = attemptKey('b1', body, next);
    const second = attemptKey('b1', { ...body, tenders: [{ code: 'CARD', token: 'tok_2' }] }, next);
    expect(second).not.toBe(first);
    endAttempt('b1');
    expect(attemptKey('b1', { ...body, tenders: [{ code: 'CARD', token: 'tok_2' }] }, next)).not.toBe(second);
  });
  it('uses uuids by default', () => {
    expect(attemptKey('b1', body)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
