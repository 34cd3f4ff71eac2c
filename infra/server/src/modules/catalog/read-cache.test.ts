import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache';

describe('catalogue read cache', () => {
  it('serves a repeated read from memory until it expires', async () => {
    vi.useFakeTimers();
    const cached = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 'product');
    await cached('p', load);
    await cached('p', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cached('p', load);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('forgets failures and stays within its size bound', async () => {
    const cached = createReadCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(
      cached('x', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    const retry = vi.fn(async () => 'ok');
    await expect(cached('x', retry)).resolves.toBe('ok');
    await cached('a', async () => 1);
    await cached('b', async () => 2);
    const again = vi.fn(async () => 'reloaded');
    await cached('x', again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});

describe('catalogue read cache eviction by published changes', () => {
  const filled = async () => {
    const cached = createReadCache({ ttlMs: 60_000, maxEntries: 100 });
    await cached('product:NB1001', async () => 'NB1001', { brand: 'northbound', products: ['NB1001'] });
    await cached('ids:NB1001,NB1002', async () => ['NB1001', 'NB1002'], { brand: 'northbound', products: ['NB1001', 'NB1002'] });
    await cached('product:NB1003', async () => 'NB1003', { brand: 'northbound', products: ['NB1003'] });
    await cached('ctl:NB1003', async () => [{ productId: 'NB1004' }], {
      brand: 'northbound',
      products: (picks) => ['NB1003', ...picks.map((pick) => pick.productId)],
    });
    await cached('categories:northbound', async () => 'tree', { brand: 'northbound' });
    await cached('product:KS1001', async () => 'KS1001', { brand: 'kerbside', products: ['KS1001'] });
    return cached;
  };
  const reloads = async (cached: Awaited<ReturnType<typeof filled>>, key: string) => {
    const load = vi.fn(async () => 'fresh');
    // Reloaded as an entry that shows no product, so it does not take part in the next eviction.
    await cached(key, load, { brand: 'northbound' });
    return load.mock.calls.length === 1;
  };

  it('a stock or price change of some products evicts exactly the entries that show them', async () => {
    const cached = await filled();
    expect(cached.evict({ kind: 'stock', productIds: ['NB1001'] })).toBe(2);
    expect(await reloads(cached, 'product:NB1001')).toBe(true);
    expect(await reloads(cached, 'ids:NB1001,NB1002')).toBe(true);
    expect(await reloads(cached, 'product:NB1003')).toBe(false);
    expect(await reloads(cached, 'categories:northbound')).toBe(false);
    // A recommendation's shown products are known once it has loaded.
    expect(cached.evict({ kind: 'price', productIds: ['NB1004'] })).toBe(1);
    expect(await reloads(cached, 'ctl:NB1003')).toBe(true);
  });

  it('a change without product ids evicts every product entry of its brand; a catalogue change the tree too; content nothing', async () => {
    const cached = await filled();
    expect(cached.evict({ kind: 'content' })).toBe(0);
    expect(cached.evict({ kind: 'stock', brand: 'kerbside' })).toBe(1);
    expect(cached.evict({ kind: 'price' })).toBe(4);
    expect(cached.size()).toBe(1);
    expect(cached.evict({ kind: 'catalog', brand: 'northbound' })).toBe(1);
    expect(cached.size()).toBe(0);
  });

  it('an entry still loading when its product changes is not kept with the old value', async () => {
    const cached = createReadCache({ ttlMs: 60_000, maxEntries: 100 });
    let finish: (value: string) => void = () => undefined;
    const first = cached('product:NB1001', () => new Promise<string>((resolve) => (finish = resolve)), { brand: 'northbound', products: ['NB1001'] });
    expect(cached.evict({ kind: 'stock', productIds: ['NB1001'] })).toBe(1);
    finish('read before the sale');
    await expect(first).resolves.toBe('read before the sale');
    expect(await cached('product:NB1001', async () => 'after the sale')).toBe('after the sale');
  });
});
