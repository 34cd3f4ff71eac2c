import { describe, expect, it } from 'vitest';
import { checkoutStep, stepName, type CheckoutProgress } from './checkout-step';

const oneItem = { items: [{ itemId: 'i1' }] } as unknown as Parameters<typeof checkoutStep>[0];
const progress = (overrides: Partial<CheckoutProgress> = {}): CheckoutProgress => ({
  inCheckout: true,
  shippingComplete: false,
  billing: 'pending',
  ...overrides,
});

describe('checkoutStep (spec §4)', () => {
  it('is 0 for a missing basket or an empty item list, whatever the progress', () => {
    expect(checkoutStep(null, progress())).toBe(0);
    expect(checkoutStep({ items: [] }, progress({ shippingComplete: true, billing: 'complete' }))).toBe(0);
  });
  it('counts e-gift card lines as items', () => {
    const giftCardOnly = { items: [], giftCardItems: [{ itemId: 'g1' }] } as unknown as Parameters<typeof checkoutStep>[0];
    expect(checkoutStep(giftCardOnly, progress())).toBe(2);
  });
  it('is 1 on the cart, before checkout starts', () => {
    expect(checkoutStep(oneItem, progress({ inCheckout: false }))).toBe(1);
  });
  it('is 2 until the shipping address is complete', () => {
    expect(checkoutStep(oneItem, progress())).toBe(2);
  });
  it('is 3 while billing is pending after shipping', () => {
    expect(checkoutStep(oneItem, progress({ shippingComplete: true }))).toBe(3);
  });
  it('is 4 when billing is complete, or skipped while payments are unavailable', () => {
    expect(checkoutStep(oneItem, progress({ shippingComplete: true, billing: 'complete' }))).toBe(4);
    expect(checkoutStep(oneItem, progress({ shippingComplete: true, billing: 'unavailable' }))).toBe(4);
  });
  it('names each step', () => {
    expect([0, 1, 2, 3, 4].map((step) => stepName(step as 0 | 1 | 2 | 3 | 4))).toEqual(['empty', 'cart', 'shipping', 'billing', 'summary']);
  });
});
