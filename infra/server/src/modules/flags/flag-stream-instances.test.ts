/**
 * Issue 24: "a change saved on the internal page reaches open pages within a second, on every server instance".
 * Two instances on one database and one Redis: a stream open on the second hears an edit saved on the first.
 */
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InternalFlags } from '@sf/contracts';
import type { FeatureFlags } from '@sf/remote-contract';
import { describeDatabases } from '../../test/databases';
import { operatorCookie } from '../../test/operator-session';
import { freePort, startRedis, stopRedis } from '../../test/redis-server';
import { buildTestApp } from '../../test/test-app';
import { openSse } from './sse-reader';

describeDatabases('feature flag changes reach the streams of every instance', (context) => {
  let redis: ChildProcess | undefined;
  let first: FastifyInstance | undefined;
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    first = await buildTestApp({ database: context.database, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    second = await buildTestApp({ database: context.database, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (redis) await stopRedis(redis);
  });

  it('an edit on one instance is pushed by the other within a second', async () => {
    if (!first || !second) throw new Error('apps not built');
    await second.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`http://127.0.0.1:${(second.server.address() as AddressInfo).port}/fapi/featureFlags/stream?locale=uk-en`);
    expect((JSON.parse((await stream.next()).data) as FeatureFlags).flags.liveChat).toBe(true);

    const cookie = await operatorCookie(first);
    const list = (await first.inject({ url: '/api/internal/feature-flags', headers: { cookie } })).json() as InternalFlags;
    const liveChat = list.flags.find((flag) => flag.key === 'liveChat');
    if (!liveChat) throw new Error('liveChat is not stored');
    const started = performance.now();
    const saved = await first.inject({
      method: 'PUT',
      url: '/api/internal/feature-flags/liveChat',
      headers: { cookie },
      payload: { defaultValue: false, rolloutPercentage: liveChat.rolloutPercentage, rules: liveChat.rules, version: liveChat.version },
    });
    expect(saved.statusCode).toBe(200);
    const pushed = JSON.parse((await stream.next(1000)).data) as FeatureFlags;
    expect(pushed.flags.liveChat).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    stream.close();
  });
});
