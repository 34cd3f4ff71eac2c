import { describe, expect, it } from 'vitest';
import { applyOptimistically, memoryQueueStore, outcomeOf, replayQueue, seenLine, type BasketLike, type QueuedChange } from './basket-queue';

const money = (amount: number) => ({ amount, currency: 'GBP' });
const basket: BasketLike = {
  basketId: 'b1',
  currency: 'GBP',
  totalItems: 2,
  giftCardItems: [],
  items: [{ itemId: 'i1', variantId: 'NB1001-BLK-42', name: 'Ridge Trek Boot', quantity: 2, unitPrice: money(12000), lineTotal: money(24000) }],
};
const url = 'http://localhost/api/baskets/b1/items/i1';

function change(overrides: Partial<QueuedChange> = {}): QueuedChange {
  return { id: 1, url, method: 'PATCH', body: '{"quantity":3}', queuedAt: 0, seen: seenLine(basket, url, '{"quantity":3}'), ...overrides };
}

describe('offline basket queue', () => {
  it('applies a queued quantity change or removal to the last basket the page saw', () => {
    const three = applyOptimistically(basket, { url, method: 'PATCH', body: '{"quantity":3}' });
    expect(three.items[0]).toMatchObject({ quantity: 3, lineTotal: money(36000) });
    expect(three.totalItems).toBe(3);
    expect(applyOptimistically(basket, { url, method: 'DELETE', body: null }).items).toEqual([]);
    const added = applyOptimistically(basket, {
      url: 'http://localhost/api/baskets/b1/items',
      method: 'POST',
      body: '{"variantId":"NB1001-BLK-42","quantity":1}',
    });
    expect(added.totalItems).toBe(3);
  });

  it('remembers the line as seen and tells a price or stock change from a plain success', () => {
    expect(change().seen).toEqual({ itemId: 'i1', variantId: 'NB1001-BLK-42', name: 'Ridge Trek Boot', unitPrice: 12000, quantity: 2 });
    const answer = (unitPrice: number, quantity: number) => ({ ...basket, items: [{ ...basket.items[0]!, unitPrice: money(unitPrice), quantity }] });
    expect(outcomeOf(change(), 200, answer(12000, 3))).toEqual({ kind: 'applied', name: 'Ridge Trek Boot' });
    expect(outcomeOf(change(), 200, answer(9900, 3))).toEqual({ kind: 'price-changed', name: 'Ridge Trek Boot', before: 12000, after: 9900, currency: 'GBP' });
    expect(outcomeOf(change(), 200, answer(12000, 2))).toMatchObject({ kind: 'stock-changed' });
    expect(outcomeOf(change(), 409, { message: 'Only 1 left in size 42' })).toEqual({
      kind: 'stock-changed',
      name: 'Ridge Trek Boot',
      message: 'Only 1 left in size 42',
    });
    expect(outcomeOf(change(), 404, null)).toEqual({ kind: 'failed', name: 'Ridge Trek Boot', status: 404 });
  });

  it('replays in order, keeps what the network still refuses, and drops what the server answered', async () => {
    const store = memoryQueueStore();
    for (const quantity of [3, 4, 5]) await store.add({ ...change({ body: JSON.stringify({ quantity }) }) });
    let calls = 0;
    const result = await replayQueue(store, async (queued) => {
      calls += 1;
      if (calls === 3) throw new TypeError('Failed to fetch');
      const { quantity } = JSON.parse(queued.body ?? '{}') as { quantity: number };
      return { status: 200, answer: applyOptimistically(basket, { url, method: 'PATCH', body: JSON.stringify({ quantity }) }) };
    });
    expect(result.outcomes.map((outcome) => outcome.kind)).toEqual(['applied', 'applied']);
    expect(result.remaining).toBe(1);
    expect(result.basket?.items[0]?.quantity).toBe(4);
    expect((await store.all()).map((queued) => queued.body)).toEqual(['{"quantity":5}']);
  });
});
