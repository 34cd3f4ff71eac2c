/**
 * Issue 28: liveness and readiness with each dependency really stopped. PostgreSQL is reached through a TCP relay the
 * test cuts (the machine's server is shared), Redis is a redis-server of the test's own that it kills.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createDatabase, databaseUrl, dropDatabase, randomDatabaseName } from '../../test/postgres-admin';
import { createTestDatabase } from '../../test/databases';
import { freePort, startRedis, stopRedis } from '../../test/redis-server';
import { tcpProxy } from '../../test/tcp-proxy';
import { buildTestApp } from '../../test/test-app';

interface Readiness {
  ready: boolean;
  database: string;
  redis: string;
  draining: boolean;
  problems: string[];
}

const readiness = async (app: FastifyInstance) => {
  const response = await app.inject({ method: 'GET', url: '/healthz/ready' });
  return { status: response.statusCode, body: response.json() as Readiness };
};
const liveness = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/healthz/live' })).statusCode;

describe('probes', () => {
  const apps: FastifyInstance[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('live and ready when everything answers; draining fails readiness only, and every answer closes its connection', async () => {
    const database = await createTestDatabase('pglite');
    const handle = await database.open();
    cleanups.push(async () => {
      await handle.close();
      await database.dispose();
    });
    const app = await buildTestApp({ database: handle });
    apps.push(app);

    expect(await liveness(app)).toBe(200);
    expect(await readiness(app)).toEqual({
      status: 200,
      body: { ready: true, database: 'up', redis: 'not configured', draining: false, problems: [] },
    });
    const before = await app.inject({ method: 'GET', url: '/fapi/remotes' });
    expect(before.headers.connection).not.toBe('close');

    app.lifecycle.startDraining();
    expect(await readiness(app)).toEqual({
      status: 503,
      body: { ready: false, database: 'up', redis: 'not configured', draining: true, problems: ['shutting down'] },
    });
    expect(await liveness(app)).toBe(200);
    // Still serving while the balancer notices, but each keep-alive client reconnects (to another instance).
    const during = await app.inject({ method: 'GET', url: '/fapi/remotes' });
    expect(during.statusCode).toBe(200);
    expect(during.headers.connection).toBe('close');
  });

  it('Redis stopped: not ready (liveness unaffected), ready again once Redis is back, without a restart', async () => {
    const port = await freePort();
    let redis: ChildProcess = await startRedis(port);
    const database = await createTestDatabase('pglite');
    const handle = await database.open();
    cleanups.push(async () => {
      await stopRedis(redis);
      await handle.close();
      await database.dispose();
    });
    const app = await buildTestApp({ database: handle, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    apps.push(app);
    await expect.poll(async () => (await readiness(app)).status, { timeout: 5_000 }).toBe(200);

    await stopRedis(redis);
    await expect
      .poll(async () => (await readiness(app)).body, { timeout: 10_000 })
      .toMatchObject({ ready: false, redis: 'down', problems: ['redis: not reachable'] });
    expect((await readiness(app)).status).toBe(503);
    expect(await liveness(app)).toBe(200);

    redis = await startRedis(port);
    await expect.poll(async () => (await readiness(app)).status, { timeout: 15_000, interval: 250 }).toBe(200);
  });

  const postgres = inject('postgres');
  it.skipIf(!postgres)('PostgreSQL unreachable: not ready within the timeout, live, the registry still served; ready again when it is back', async () => {
    if (!postgres) return;
    const base = new URL(postgres.baseUrl);
    const relay = tcpProxy({ host: base.hostname, port: Number(base.port || 5432) });
    await relay.listen();
    const name = randomDatabaseName('sf_probe');
    await createDatabase(postgres.baseUrl, name, postgres.template);
    const viaRelay = new URL(databaseUrl(postgres.baseUrl, name));
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const handle: DatabaseHandle = await openDatabase({ driver: 'postgres', url: viaRelay.toString(), poolSize: 2 });
    cleanups.push(async () => {
      await handle.close().catch(() => undefined);
      await relay.cut();
      await dropDatabase(postgres.baseUrl, name);
    });
    const app = await buildTestApp({ database: handle, env: { READINESS_TIMEOUT_MS: '500' } });
    apps.push(app);
    expect((await readiness(app)).status).toBe(200);

    await relay.cut();
    const started = performance.now();
    const down = await readiness(app);
    expect(down).toEqual({
      status: 503,
      body: { ready: false, database: 'down', redis: 'not configured', draining: false, problems: [expect.stringMatching(/^database: /)] },
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await liveness(app)).toBe(200);
    // What needs no database keeps being served.
    expect((await app.inject({ method: 'GET', url: '/fapi/remotes' })).statusCode).toBe(200);

    await relay.restore();
    await expect.poll(async () => (await readiness(app)).status, { timeout: 15_000, interval: 250 }).toBe(200);
  });
});
