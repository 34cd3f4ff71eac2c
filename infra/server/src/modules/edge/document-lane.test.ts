/**
 * The cached-document lane (issue 13's throughput): a page the HTML cache holds is answered from the app's first hook.
 * A visitor must not be able to tell: the same headers (security policy included), body, 304 and invalidation as the
 * document route, and never for a signed-in shopper. `applySecurityHeaders` is watched to know which path answered.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describeDatabases } from '../../test/databases';
import { freePort, startRedis, stopRedis } from '../../test/redis-server';
import { built, fixtureFromBuild, cacheStateWithin } from '../../test/ssr-fixture';
import { buildTestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../identity';
import { FRESH_MS } from './html-cache';

const PRODUCT = '/p/ridge-trek-boot-nb1001';
const fixture = built ? fixtureFromBuild() : null;
afterAll(() => fixture?.cleanup());

/** Every header but the clock's. */
const headersOf = (response: LightMyRequestResponse) => {
  const { date: _date, ...rest } = response.headers;
  return rest;
};

/** Runs `request` with the lane taken out, so the document route answers (from the same cache). */
async function viaRoute(app: FastifyInstance, request: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const lane = app.documentLane.install(null);
  try {
    return await request();
  } finally {
    app.documentLane.install(lane);
  }
}

describe.skipIf(!built)('cached-document lane (needs `npm run build`)', () => {
  afterEach(() => vi.restoreAllMocks());

  describeDatabases(
    'cached-document lane',
    (context) => {
      let production: FastifyInstance;
      beforeAll(async () => {
        production = await buildTestApp({
          database: context.database,
          repoRoot: fixture?.root ?? '',
          env: { APP_ENV: 'production', SSR_SLOT_BUDGET_MS: '20000' },
        });
      });
      afterAll(async () => {
        await production?.close();
      });

      it('answers a cached page exactly as the document route does: status, every header and the bytes, in each encoding', async () => {
        for (const app of [context.app, production]) {
          const lane = vi.spyOn(app.documentLane, 'applySecurityHeaders');
          expect((await app.inject({ url: PRODUCT })).headers['x-html-cache']).toBe('miss');
          expect(lane).not.toHaveBeenCalled();
          for (const acceptEncoding of [undefined, 'gzip, deflate', 'br, gzip']) {
            const request = () => app.inject({ url: PRODUCT, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
            const calls = lane.mock.calls.length;
            const fast = await request();
            expect(lane.mock.calls.length).toBe(calls + 1);
            const normal = await viaRoute(app, request);
            expect(lane.mock.calls.length).toBe(calls + 1);
            expect(fast.statusCode).toBe(200);
            expect(fast.statusCode).toBe(normal.statusCode);
            expect(headersOf(fast)).toEqual(headersOf(normal));
            expect(fast.rawPayload.equals(normal.rawPayload)).toBe(true);
            expect(fast.headers['content-security-policy']).toContain("script-src 'self'");
            expect(fast.headers['x-html-cache']).toBe('fresh');
          }
          // Production answers carry HSTS, from the lane too.
          const hsts = (await app.inject({ url: PRODUCT })).headers['strict-transport-security'];
          expect(hsts === undefined).toBe(app === context.app);
          lane.mockRestore();
        }
      });

      it('answers a matching If-None-Match with the same empty 304 as the route', async () => {
        const lane = vi.spyOn(context.app.documentLane, 'applySecurityHeaders');
        const { etag } = (await context.app.inject({ url: PRODUCT })).headers;
        const request = () => context.app.inject({ url: PRODUCT, headers: { 'if-none-match': String(etag), 'accept-encoding': 'gzip' } });
        const fast = await request();
        const normal = await viaRoute(context.app, request);
        expect(fast.statusCode).toBe(304);
        expect(fast.body).toBe('');
        expect(headersOf(fast)).toEqual(headersOf(normal));
        expect(lane).toHaveBeenCalledTimes(2);
        // A stale validator gets the page.
        expect((await context.app.inject({ url: PRODUCT, headers: { 'if-none-match': '"old"' } })).statusCode).toBe(200);
      });

      it('never answers a visitor who has a session cookie: that page is rendered for them, uncached', async () => {
        await context.app.inject({ url: PRODUCT });
        const lane = vi.spyOn(context.app.documentLane, 'applySecurityHeaders');
        for (const cookie of [`${SESSION_COOKIE}=anything`, `sf-locale=uk-en; ${SESSION_COOKIE}=anything; other=1`]) {
          const response = await context.app.inject({ url: PRODUCT, headers: { cookie } });
          expect(response.statusCode).toBe(200);
          expect(response.headers['cache-control']).toBe('no-store');
          expect(response.headers['x-html-cache']).toBeUndefined();
        }
        expect(lane).not.toHaveBeenCalled();
        // Other cookies do not make a page personal.
        expect((await context.app.inject({ url: PRODUCT, headers: { cookie: 'sf-consent=all' } })).headers['x-html-cache']).toBe('fresh');
        expect(lane).toHaveBeenCalledTimes(1);
      });

      it('a sale takes the page out of the lane at once; the next visitor gets the new render, then the lane again', async () => {
        await context.app.inject({ url: PRODUCT });
        const lane = vi.spyOn(context.app.documentLane, 'applySecurityHeaders');
        expect((await context.app.inject({ url: PRODUCT })).headers['x-html-cache']).toBe('fresh');
        expect(lane).toHaveBeenCalledTimes(1);
        await context.app.changes.publish({ kind: 'stock', productIds: ['NB1001'] });
        expect((await context.app.inject({ url: PRODUCT })).headers['x-html-cache']).toBe('miss');
        expect(lane).toHaveBeenCalledTimes(1);
        expect((await context.app.inject({ url: PRODUCT })).headers['x-html-cache']).toBe('fresh');
        expect(lane).toHaveBeenCalledTimes(2);
      });

      it('answers a stale page at once and renders it again in the background', async () => {
        await context.app.inject({ url: PRODUCT });
        const later = Date.now() + FRESH_MS + 5_000;
        vi.spyOn(Date, 'now').mockReturnValue(later);
        const lane = vi.spyOn(context.app.documentLane, 'applySecurityHeaders');
        const stale = await context.app.inject({ url: PRODUCT });
        expect(stale.statusCode).toBe(200);
        expect(stale.headers['x-html-cache']).toBe('stale');
        expect(lane).toHaveBeenCalledTimes(1);
        const deadline = performance.now() + 30_000;
        let state = 'stale';
        while (state === 'stale' && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          state = String((await context.app.inject({ url: PRODUCT })).headers['x-html-cache']);
        }
        expect(state).toBe('fresh');
      });

      it('answers nothing but GET: HEAD, redirects, account pages and API calls take their routes', async () => {
        await context.app.inject({ url: PRODUCT });
        const lane = vi.spyOn(context.app.documentLane, 'applySecurityHeaders');
        expect((await context.app.inject({ method: 'HEAD', url: PRODUCT })).statusCode).toBe(200);
        expect((await context.app.inject({ url: '/sign-in' })).headers['cache-control']).toBe('no-store');
        expect((await context.app.inject({ url: '/account/orders' })).statusCode).toBe(302);
        expect((await context.app.inject({ url: '/api/catalog/categories?brand=northbound&locale=uk-en' })).statusCode).toBe(200);
        expect(lane).not.toHaveBeenCalled();
      });
    },
    { repoRoot: fixture?.root ?? '', env: { SSR_SLOT_BUDGET_MS: '20000' } },
  );

  describeDatabases(
    'cached-document lane on Redis',
    (context) => {
      let redis: ChildProcess | undefined;
      const apps: FastifyInstance[] = [];
      beforeAll(async () => {
        const port = await freePort();
        redis = await startRedis(port);
        for (let index = 0; index < 2; index += 1) {
          apps.push(
            await buildTestApp({
              database: context.database,
              repoRoot: fixture?.root ?? '',
              env: { SSR_SLOT_BUDGET_MS: '20000', REDIS_URL: `redis://127.0.0.1:${port}` },
            }),
          );
        }
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
        if (redis) await stopRedis(redis);
      });

      it("answers another instance's render from the shared store, and stops within a second of a sale on any instance", async () => {
        const [first, second] = apps as [FastifyInstance, FastifyInstance];
        expect((await first.inject({ url: PRODUCT })).headers['x-html-cache']).toBe('miss');
        const lane = vi.spyOn(second.documentLane, 'applySecurityHeaders');
        const fast = await second.inject({ url: PRODUCT });
        expect(fast.headers['x-html-cache']).toBe('fresh');
        expect(lane).toHaveBeenCalledTimes(1);
        expect(headersOf(fast)).toEqual(headersOf(await viaRoute(second, () => second.inject({ url: PRODUCT }))));
        await first.changes.publish({ kind: 'stock', productIds: ['NB1001'] });
        expect(await cacheStateWithin(second, PRODUCT, 'miss', 1000)).toBe('miss');
      });
    },
    { repoRoot: fixture?.root ?? '', env: { SSR_SLOT_BUDGET_MS: '20000' } },
  );
});
