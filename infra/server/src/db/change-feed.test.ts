/**
 * The change feed: in process, and across instances through a redis-server of the test's own, including while that
 * Redis is down (publish neither throws nor hangs, the publisher's own listeners still hear it) and after it is back
 * (what could not be sent, or may have been missed, is announced as "everything of that kind").
 */
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedis, stopRedis } from '../test/redis-server';
import { CHANGE_CHANNEL, CHANGE_KINDS, createLocalChangeFeed, createRedisChangeFeed, type CatalogChange, type ChangeFeedHandle } from './change-feed';

const quiet = () => undefined;

function recorder(feed: ChangeFeedHandle) {
  const heard: CatalogChange[] = [];
  feed.subscribe((change) => heard.push(change));
  return heard;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(5);
  }
  return performance.now() - started;
}

describe('change feed in process', () => {
  it('delivers to every listener at once, survives a listener that throws, and stops after unsubscribe', async () => {
    const logged: string[] = [];
    const feed = createLocalChangeFeed((message) => logged.push(message));
    feed.subscribe(() => {
      throw new Error('broken listener');
    });
    const heard: CatalogChange[] = [];
    const unsubscribe = feed.subscribe((change) => heard.push(change));
    await feed.publish({ kind: 'stock', productIds: ['NB1001'] });
    expect(heard).toEqual([{ kind: 'stock', productIds: ['NB1001'] }]);
    expect(logged.join()).toContain('broken listener');
    unsubscribe();
    await feed.publish({ kind: 'price' });
    expect(heard).toHaveLength(1);
  });
});

describe('change feed through Redis', () => {
  let redis: ChildProcess | undefined;
  let url = '';
  let port = 0;
  const feeds: ChangeFeedHandle[] = [];
  const open = async () => {
    const feed = await createRedisChangeFeed(url, { log: quiet });
    feeds.push(feed);
    return feed;
  };

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    url = `redis://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.close();
    if (redis) await stopRedis(redis);
  });

  it('a change published on one instance reaches the other within a second, and the publisher hears it once', async () => {
    const a = await open();
    const b = await open();
    const onA = recorder(a);
    const onB = recorder(b);
    const change: CatalogChange = { kind: 'stock', productIds: ['NB1001', 'NB1002'], brand: 'northbound' };
    await a.publish(change);
    expect(onA).toEqual([change]);
    const ms = await until(() => onB.length === 1, 1000);
    expect(onB).toEqual([change]);
    expect(ms).toBeLessThan(1000);
    await sleep(50);
    expect(onA).toHaveLength(1);
  });

  it('ignores malformed messages on the channel and widens out-of-bounds ones', async () => {
    const feed = await open();
    const heard = recorder(feed);
    const raw = new Redis(url);
    await raw.publish(CHANGE_CHANNEL, 'not json');
    await raw.publish(CHANGE_CHANNEL, JSON.stringify({ from: 'x', change: { kind: 'everything' } }));
    // Readable but out of bounds: treated as "everything of that kind", never dropped.
    await raw.publish(CHANGE_CHANNEL, JSON.stringify({ from: 'x', change: { kind: 'stock', productIds: Array.from({ length: 10_001 }, () => 'NB1001') } }));
    await raw.publish(CHANGE_CHANNEL, JSON.stringify({ from: 'x', change: { kind: 'content' } }));
    await until(() => heard.length === 2, 1000);
    expect(heard).toEqual([{ kind: 'stock' }, { kind: 'content' }]);
    raw.disconnect();
  });

  it('while Redis is down publish resolves fast without throwing and delivers locally; afterwards nothing stays missed', async () => {
    const a = await open();
    const b = await open();
    const onA = recorder(a);
    const onB = recorder(b);
    await stopRedis(redis as ChildProcess);
    await sleep(100);

    const started = performance.now();
    await expect(a.publish({ kind: 'price', productIds: ['KS1001'] })).resolves.toBeUndefined();
    // At once when the client has seen the socket close, else after the 1 s command timeout (plus a busy machine's slack).
    expect(performance.now() - started).toBeLessThan(2000);
    expect(onA).toEqual([{ kind: 'price', productIds: ['KS1001'] }]);
    expect(onB).toEqual([]);

    redis = await startRedis(port);
    // B subscribes again and drops everything it may have missed; A tells the others what it could not send.
    await until(() => onB.some((change) => change.kind === 'price' && !change.productIds), 5000);
    expect(new Set(onB.map((change) => change.kind))).toEqual(new Set(CHANGE_KINDS));
    expect(onB.every((change) => change.productIds === undefined)).toBe(true);

    // Healed: a new change travels again.
    onB.length = 0;
    await sleep(200);
    await a.publish({ kind: 'stock', productIds: ['FW1001'] });
    await until(() => onB.some((change) => change.productIds?.[0] === 'FW1001'), 1000);
  }, 20_000);

  it('starts while Redis is unreachable without waiting long, and publishes locally', async () => {
    const started = performance.now();
    const feed = await createRedisChangeFeed(`redis://127.0.0.1:${await freePort()}`, { log: quiet });
    feeds.push(feed);
    expect(performance.now() - started).toBeLessThan(1500);
    const heard = recorder(feed);
    await feed.publish({ kind: 'catalog' });
    expect(heard).toEqual([{ kind: 'catalog' }]);
  });
});
