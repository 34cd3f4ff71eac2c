/**
 * Redis restarted under load (REDIS_URL set): no answer waits on it for more than about a second, every answer is a
 * stated one (rate limits count locally, token calls are 503 with Retry-After; never a 500 or a hang), health says
 * Redis is down, and service comes back by itself once Redis is up again, without restarting the app.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './client';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';
import { freePort, startRedis, stopRedis } from '../test/redis-server';

let redis: ChildProcess | undefined;
let port = 0;
let database: TestDatabase | undefined;
let handle: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis(port);
  database = await createTestDatabase('pglite');
  handle = await database.open();
  app = await buildTestApp({ database: handle, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await database?.dispose();
  if (redis) await stopRedis(redis);
});

interface Answer {
  at: number;
  ms: number;
  status: number;
  retryAfter: string | undefined;
  url: string;
}

it('a two-second Redis restart under load: fast, stated answers throughout, and recovery without a restart', async () => {
  const server = app as FastifyInstance;
  const requests = [
    () =>
      server.inject({
        method: 'POST',
        url: '/payments/test-provider/tokens',
        payload: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
        remoteAddress: `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      }),
    () =>
      server.inject({
        method: 'POST',
        url: '/api/gift-cards/balance',
        payload: { number: '6006491000000001', pin: '0000' },
        remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      }),
    () =>
      server.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        payload: { orderNumber: 'NB00000000', email: 'ada@example.com' },
        remoteAddress: `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      }),
  ];
  const answers: Answer[] = [];
  const started = performance.now();
  let running = true;
  const shopper = async (index: number) => {
    for (let n = 0; running; n += 1) {
      const request = requests[(index + n) % requests.length] as () => ReturnType<FastifyInstance['inject']>;
      const before = performance.now();
      const response = await request();
      answers.push({
        at: before - started,
        ms: performance.now() - before,
        status: response.statusCode,
        retryAfter: response.headers['retry-after']?.toString(),
        url: response.raw.req.url ?? '',
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, (_, index) => shopper(index)));

  await new Promise((resolve) => setTimeout(resolve, 500));
  const outageStart = performance.now() - started;
  await stopRedis(redis as ChildProcess);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const health = await server.inject({ url: '/healthcheck/status' });
  expect(health.json()).toMatchObject({ status: 'degraded', redis: { state: 'down' }, database: { state: 'up' } });
  expect(health.statusCode).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1700));
  redis = await startRedis(port);
  const outageEnd = performance.now() - started;

  // Service comes back by itself: the client reconnects (backoff at most 2 s).
  let recovered = false;
  for (let attempt = 0; attempt < 40 && !recovered; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    recovered = (await server.inject({ url: '/healthcheck/status' })).json<{ redis: { state: string } }>().redis.state === 'up';
  }
  expect(recovered).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 300));
  running = false;
  await load;

  const slow = answers.filter((answer) => answer.ms > 1500);
  expect(slow, JSON.stringify(slow.slice(0, 5))).toEqual([]);
  const unstated = answers.filter((answer) => ![200, 201, 404, 429, 503].includes(answer.status));
  expect(unstated, JSON.stringify(unstated.slice(0, 5))).toEqual([]);
  const during = answers.filter((answer) => answer.at > outageStart + 100 && answer.at < outageEnd - 100);
  expect(during.length).toBeGreaterThan(10);
  // Tokens cannot be kept while Redis is down: 503 with Retry-After. The rate-limited lookups still answer (local counts).
  expect(during.filter((answer) => answer.url.includes('tokens')).every((answer) => answer.status === 503 && answer.retryAfter === '5')).toBe(true);
  expect(during.filter((answer) => answer.url.includes('lookup')).every((answer) => answer.status === 404)).toBe(true);
  expect(during.filter((answer) => answer.url.includes('balance')).every((answer) => answer.status === 404)).toBe(true);
  // After recovery, cards are tokenised through Redis again.
  const token = await server.inject({
    method: 'POST',
    url: '/payments/test-provider/tokens',
    payload: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
  });
  expect(token.statusCode).toBe(201);
}, 60_000);
