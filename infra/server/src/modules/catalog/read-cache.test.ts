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
