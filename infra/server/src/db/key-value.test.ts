import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore, type KeyValueStore } from './key-value';

const REDIS_URL = 'redis://127.0.0.1:6379/0';
const redisReachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 6379 });
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});

function behaves(open: () => Promise<{ store: KeyValueStore; advance: (seconds: number) => Promise<void> }>) {
  it('sets, gets, deletes and expires values', async () => {
    const { store, advance } = await open();
    const key = `test:${Math.random()}`;
    expect(await store.get(key)).toBeNull();
    await store.set(key, 'a "quoted" value ✓', 1);
    expect(await store.get(key)).toBe('a "quoted" value ✓');
    await store.del(key);
    expect(await store.get(key)).toBeNull();
    await store.set(key, 'short', 1);
    await advance(1.2);
    expect(await store.get(key)).toBeNull();
    await store.close();
  });

  it('counts hits in a window that starts on the first hit', async () => {
    const { store, advance } = await open();
    const key = `hits:${Math.random()}`;
    expect(await store.hit(key, 1)).toMatchObject({ count: 1 });
    const second = await store.hit(key, 1);
    expect(second.count).toBe(2);
    expect(second.ttlSeconds).toBeGreaterThan(0);
    await advance(1.2);
    expect((await store.hit(key, 1)).count).toBe(1);
    await store.close();
  });
}

describe('memory key-value store', () => {
  behaves(async () => {
    let now = 1_000_000;
    return {
      store: createMemoryStore(() => now),
      advance: async (seconds) => {
        now += seconds * 1000;
      },
    };
  });
});

describe.skipIf(!redisReachable)('Redis key-value store (ioredis)', () => {
  behaves(async () => ({
    store: await createRedisStore(REDIS_URL, { prefix: `sf-test:${process.pid}:` }),
    advance: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
  }));

  it('answers many pipelined commands in order', async () => {
    const store = await createRedisStore(REDIS_URL, { prefix: `sf-test:${process.pid}:` });
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.set(`p${i}`, String(i), 5)));
    expect(await Promise.all(Array.from({ length: 50 }, (_, i) => store.get(`p${i}`)))).toEqual(Array.from({ length: 50 }, (_, i) => String(i)));
    await store.close();
  });
});
