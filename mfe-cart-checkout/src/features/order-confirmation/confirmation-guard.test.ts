import { describe, expect, it } from 'vitest';
import type { Order } from '@sf/contracts';
import { confirmable, storedOrderFor, withStoreContext } from './confirmation-guard';

const stored = { orderNumber: 'NB12345678', email: 'ada@example.com' };

describe('order confirmation guard (spec §4)', () => {
  it('needs the stored order of this tab, for the order number in the URL', () => {
    expect(storedOrderFor('NB12345678', stored)).toEqual(stored);
    expect(storedOrderFor('NB12345678', null)).toBe('no-stored-order');
    expect(storedOrderFor('NB87654321', stored)).toBe('order-number-mismatch');
    expect(storedOrderFor(undefined, stored)).toBe('order-number-mismatch');
  });
  it('shows only a finalized order', () => {
    const order = { orderNumber: 'NB12345678', isFinalized: true } as Order;
    expect(confirmable(order)).toBe(order);
    expect(confirmable({ ...order, isFinalized: false })).toBe('order-not-finalized');
    expect(confirmable(null)).toBe('order-not-found');
  });
  it('keeps storeContext on links', () => {
    expect(withStoreContext('/', 'store 12')).toBe('/?storeContext=store+12');
    expect(withStoreContext('/order-details?orderNumber=NB1', 'S1')).toBe('/order-details?orderNumber=NB1&storeContext=S1');
    expect(withStoreContext('/', undefined)).toBe('/');
  });
});
