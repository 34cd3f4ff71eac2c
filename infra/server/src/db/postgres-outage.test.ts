/**
 * PostgreSQL unreachable under load (only with a test PostgreSQL): a TCP proxy of the test's own stands between the
 * app and the server and is cut, as a stopped or restarting server would be. Answers are 503 with Retry-After and a
 * message that says the shop is briefly unavailable, each within about two seconds; health reports the database
 * down; when the proxy is back, answers are 200 again without restarting the app.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from './client';
import { STORE_UNAVAILABLE_MESSAGE } from './key-value';
import { createDatabase, dropDatabase, randomDatabaseName } from '../test/postgres-admin';
import { tcpProxy } from '../test/tcp-proxy';
import { buildTestApp } from '../test/test-app';

const postgres = inject('postgres');

let name = '';
let proxy: ReturnType<typeof tcpProxy> | undefined;
let handle: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  if (!postgres) return;
  name = randomDatabaseName('sf_test_outage');
  const direct = new URL(await createDatabase(postgres.baseUrl, name, postgres.template));
  proxy = tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.listen();
  direct.host = `127.0.0.1:${proxy.port}`;
  handle = await openDatabase({ driver: 'postgres', url: direct.toString(), poolSize: 4, queryTimeoutMs: 10_000 });
  app = await buildTestApp({ database: handle, env: { CATALOG_CACHE_TTL_MS: '0' } });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await proxy?.cut();
  if (postgres && name) await dropDatabase(postgres.baseUrl, name);
});

it.skipIf(!postgres)(
  'PostgreSQL cut off under load: 503 with Retry-After within ~2 s, health down, back by itself',
  async () => {
    const server = app as FastifyInstance;
    const calls = [
      () => server.inject({ url: '/api/catalog/products/NB1001?brand=northbound&locale=uk-en' }),
      () => server.inject({ method: 'POST', url: '/api/baskets', payload: { brand: 'northbound', locale: 'uk-en' } }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBeLessThan(300);

    await (proxy as ReturnType<typeof tcpProxy>).cut();
    const during = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const before = performance.now();
        const response = await (calls[index % calls.length] as () => ReturnType<FastifyInstance['inject']>)();
        return {
          ms: performance.now() - before,
          status: response.statusCode,
          retryAfter: response.headers['retry-after'],
          message: response.json<{ message?: string }>().message,
        };
      }),
    );
    for (const answer of during) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5', message: STORE_UNAVAILABLE_MESSAGE });
      expect(answer.ms).toBeLessThan(2500);
    }
    // A shopper's browser asking for a page gets a page that says so, with a way to try again.
    const page = await server.inject({ url: '/c/women?colour=black', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['retry-after']).toBe('5');
    expect(page.body).toContain(STORE_UNAVAILABLE_MESSAGE);
    expect(page.body).toContain('href="/c/women?colour=black"');
    const health = await server.inject({ url: '/healthcheck/status' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: { state: 'down' } });

    await (proxy as ReturnType<typeof tcpProxy>).restore();
    let back = false;
    for (let attempt = 0; attempt < 20 && !back; attempt += 1) {
      back = (await (calls[0] as () => ReturnType<FastifyInstance['inject']>)()).statusCode === 200;
      if (!back) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(back).toBe(true);
    expect((await (calls[1] as () => ReturnType<FastifyInstance['inject']>)()).statusCode).toBe(201);
    expect((await server.inject({ url: '/healthcheck/status' })).statusCode).toBe(200);
  },
  60_000,
);
