/**
 * Several server instances behind a load balancer (REDIS_URL set): a session started on one is valid on the other,
 * lives in Redis rather than PostgreSQL, and signing out on either ends it on both.
 */
import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SessionView } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { cookieHeader } from '../../test/customer-session';
import { freePort, startRedis, stopRedis } from '../../test/redis-server';
import { buildTestApp } from '../../test/test-app';
import { DEMO_CUSTOMERS } from './index';
import { customerSessions } from './tables';

let redis: ChildProcess | undefined;
let redisUrl = '';
beforeAll(async () => {
  const port = await freePort();
  redis = await startRedis(port);
  redisUrl = `redis://127.0.0.1:${port}`;
});
afterAll(async () => {
  if (redis) await stopRedis(redis);
});

describeDatabases('shopper sessions shared by two instances through Redis', (context) => {
  let first: FastifyInstance | undefined;
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    first = await buildTestApp({ database: context.database, env: { REDIS_URL: redisUrl } });
    second = await buildTestApp({ database: context.database, env: { REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });
  const session = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ url: '/api/identity/session', headers: { cookie } })).json() as SessionView;

  it('a session from one instance is known to the other, is kept in Redis, and ends on both at sign-out', async () => {
    const a = first as FastifyInstance;
    const b = second as FastifyInstance;
    const { email, password } = DEMO_CUSTOMERS.shopper;
    const signIn = await a.inject({ method: 'POST', url: '/api/identity/session', payload: { email, password }, remoteAddress: '10.88.0.1' });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieHeader(signIn);
    expect((await session(b, cookie)).customer?.email).toBe(email);
    const customer = await a.identity.findByEmail(email);
    expect(
      await context.db
        .select()
        .from(customerSessions)
        .where(eq(customerSessions.customerId, customer?.id ?? '')),
    ).toEqual([]);
    expect((await b.inject({ method: 'DELETE', url: '/api/identity/session', headers: { cookie } })).statusCode).toBe(204);
    expect((await session(a, cookie)).signedIn).toBe(false);
  });

  it('"sign out everywhere" on one instance ends the sessions started on the other', async () => {
    const a = first as FastifyInstance;
    const b = second as FastifyInstance;
    const { email, password } = DEMO_CUSTOMERS.member;
    const onA = cookieHeader(await a.inject({ method: 'POST', url: '/api/identity/session', payload: { email, password }, remoteAddress: '10.88.0.2' }));
    const onB = cookieHeader(await b.inject({ method: 'POST', url: '/api/identity/session', payload: { email, password }, remoteAddress: '10.88.0.3' }));
    expect((await b.inject({ method: 'DELETE', url: '/api/identity/sessions', headers: { cookie: onB } })).statusCode).toBe(204);
    expect((await session(a, onA)).signedIn).toBe(false);
    expect((await session(b, onA)).signedIn).toBe(false);
  });
});
