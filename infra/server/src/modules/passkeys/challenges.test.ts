/** Passkey challenges are single-use and purpose-bound on both stores: this process's memory and a shared Redis. */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore, type KeyValueStore } from '../../db/key-value';
import { createChallengeStore } from './challenges';

const redisReachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 6379 });
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});

const record = { purpose: 'authentication' as const, customerId: null, rpId: 'localhost', origin: 'http://localhost:3000' };

function behaves(open: () => Promise<KeyValueStore>) {
  it('issues 32 random bytes and gives each challenge out once, for its own purpose only', async () => {
    const store = await open();
    const challenges = createChallengeStore(store);
    const first = await challenges.issue(record);
    expect(first.bytes).toHaveLength(32);
    expect(Buffer.from(first.bytes).toString('base64url')).toBe(first.challenge);
    expect(await challenges.consume(first.challenge, 'authentication')).toEqual(record);
    expect(await challenges.consume(first.challenge, 'authentication')).toBeNull();

    const second = await challenges.issue(record);
    expect(second.challenge).not.toBe(first.challenge);
    // Offered for the wrong purpose it is burnt all the same.
    expect(await challenges.consume(second.challenge, 'registration')).toBeNull();
    expect(await challenges.consume(second.challenge, 'authentication')).toBeNull();
    expect(await challenges.consume('never-issued-challenge-value', 'authentication')).toBeNull();
    expect(await challenges.consume('../../etc', 'authentication')).toBeNull();
    await store.close();
  });

  it('hands a challenge to exactly one of many concurrent consumers', async () => {
    const store = await open();
    const challenges = createChallengeStore(store);
    const { challenge } = await challenges.issue(record);
    const results = await Promise.all(Array.from({ length: 8 }, () => challenges.consume(challenge, 'authentication')));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    await store.close();
  });
}

describe('passkey challenges [memory]', () => behaves(async () => createMemoryStore()));

describe.skipIf(!redisReachable)('passkey challenges [redis]', () => {
  behaves(() => createRedisStore('redis://127.0.0.1:6379/0', { prefix: `sf-test-${process.pid}:`, log: () => undefined }));
});
