/**
 * The cached-document lane (issue 13's throughput): a page the HTML cache holds is answered by the HTTP server's own
 * listener, before Fastify. A visitor must not be able to tell: the same headers (security policy included), body,
 * 304 and invalidation as the document route, and never for a signed-in shopper. These tests speak HTTP to a
 * listening app (`app.inject` does not pass through the server) and read the lane's count of answers to know which
 * path answered.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSENT_POLICY_VERSION } from '@sf/contracts/consent-cookie';
import { describeDatabases } from '../../test/databases';
import { freePort, startRedis, stopRedis } from '../../test/redis-server';
import { built, cacheStateWithin, fixtureFromBuild } from '../../test/ssr-fixture';
import { httpGet, type RawAnswer } from '../../test/http-get';
import { buildTestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../identity';
import { FRESH_MS } from './html-cache';

const PRODUCT = '/p/ridge-trek-boot-nb1001';
const fixture = built ? fixtureFromBuild() : null;
afterAll(() => fixture?.cleanup());

/** Every header but the clock's. */
const headersOf = (response: RawAnswer) => {
  const { date: _date, ...rest } = response.headers;
  return rest;
};

/** Runs `request` with the lane taken out, so the document route answers (from the same cache). */
async function viaRoute(app: FastifyInstance, request: () => Promise<RawAnswer>): Promise<RawAnswer> {
  const lane = app.documentLane.install(null);
  try {
    return await request();
  } finally {
    app.documentLane.install(lane);
  }
}

/** The answer and whether the lane gave it. */
async function answered(app: FastifyInstance, url: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = app.documentLane.answered();
  const response = await httpGet(app, url, headers, method);
  return { response, byLane: app.documentLane.answered() > before };
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
          const first = await answered(app, PRODUCT);
          expect(first.response.headers['x-html-cache']).toBe('miss');
          expect(first.byLane).toBe(false);
          for (const acceptEncoding of [undefined, 'gzip, deflate', 'br, gzip', 'gzip, deflate, br, zstd']) {
            const request = () => httpGet(app, PRODUCT, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
            const before = app.documentLane.answered();
            const fast = await request();
            expect(app.documentLane.answered()).toBe(before + 1);
            const normal = await viaRoute(app, request);
            expect(app.documentLane.answered()).toBe(before + 1);
            expect(fast.statusCode).toBe(200);
            expect(fast.statusCode).toBe(normal.statusCode);
            expect(headersOf(fast)).toEqual(headersOf(normal));
            expect(fast.rawPayload.equals(normal.rawPayload)).toBe(true);
            expect(fast.headers['content-security-policy']).toContain("script-src 'self'");
            expect(fast.headers['x-html-cache']).toBe('fresh');
          }
          // Production answers carry HSTS, from the lane too.
          const hsts = (await httpGet(app, PRODUCT)).headers['strict-transport-security'];
          expect(hsts === undefined).toBe(app === context.app);
        }
      });

      it('answers a matching If-None-Match with the same empty 304 as the route', async () => {
        const app = context.app;
        await httpGet(app, PRODUCT);
        const { etag } = (await httpGet(app, PRODUCT)).headers;
        const before = app.documentLane.answered();
        const request = () => httpGet(app, PRODUCT, { 'if-none-match': String(etag), 'accept-encoding': 'gzip' });
        const fast = await request();
        const normal = await viaRoute(app, request);
        expect(fast.statusCode).toBe(304);
        expect(fast.body).toBe('');
        expect(headersOf(fast)).toEqual(headersOf(normal));
        expect(app.documentLane.answered()).toBe(before + 1);
        // A stale validator gets the page.
        expect((await httpGet(app, PRODUCT, { 'if-none-match': '"old"' })).statusCode).toBe(200);
      });

      it('never answers a visitor who has a session cookie: that page is rendered for them, uncached', async () => {
        const app = context.app;
        await httpGet(app, PRODUCT);
        for (const cookie of [`${SESSION_COOKIE}=anything`, `sf-locale=uk-en; ${SESSION_COOKIE}=anything; other=1`]) {
          const { response, byLane } = await answered(app, PRODUCT, { cookie });
          expect(response.statusCode).toBe(200);
          expect(response.headers['cache-control']).toBe('no-store');
          expect(response.headers['x-html-cache']).toBeUndefined();
          expect(byLane).toBe(false);
        }
        // Other cookies do not make a page personal.
        const consent = await answered(app, PRODUCT, { cookie: 'sf-consent=all' });
        expect(consent.response.headers['x-html-cache']).toBe('fresh');
        expect(consent.byLane).toBe(true);
      });

      it('a sale takes the page out of the lane at once; the next visitor gets the new render, then the lane again', async () => {
        const app = context.app;
        await httpGet(app, PRODUCT);
        const cached = await answered(app, PRODUCT);
        expect([cached.response.headers['x-html-cache'], cached.byLane]).toEqual(['fresh', true]);
        await app.changes.publish({ kind: 'stock', productIds: ['NB1001'] });
        const afterSale = await answered(app, PRODUCT);
        expect([afterSale.response.headers['x-html-cache'], afterSale.byLane]).toEqual(['miss', false]);
        const again = await answered(app, PRODUCT);
        expect([again.response.headers['x-html-cache'], again.byLane]).toEqual(['fresh', true]);
      });

      it('answers a stale page at once and renders it again in the background', async () => {
        const app = context.app;
        await httpGet(app, PRODUCT);
        const later = Date.now() + FRESH_MS + 5_000;
        vi.spyOn(Date, 'now').mockReturnValue(later);
        const stale = await answered(app, PRODUCT);
        expect(stale.response.statusCode).toBe(200);
        expect(stale.response.headers['x-html-cache']).toBe('stale');
        expect(stale.byLane).toBe(true);
        const deadline = performance.now() + 30_000;
        let state = 'stale';
        while (state === 'stale' && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          state = String((await httpGet(app, PRODUCT)).headers['x-html-cache']);
        }
        expect(state).toBe('fresh');
      });

      it("a visitor with a consent choice gets the page without the banner, cached apart from a first visit's", async () => {
        const app = context.app;
        await app.changes.publish({ kind: 'stock', productIds: ['NB1001'] });
        const BANNER = 'data-testid="consent-banner"';
        // Performance refused: with it, the buy-box experiment would first set its visitor cookie on an uncached page.
        const decided = { cookie: `sf-consent=v${CONSENT_POLICY_VERSION}.p0.f1.t1.0123456789abcdef0123456789abcdef` };
        const firstVisit = await answered(app, PRODUCT);
        expect([firstVisit.response.headers['x-html-cache'], firstVisit.response.body.includes(BANNER)]).toEqual(['miss', true]);
        const returning = await answered(app, PRODUCT, decided);
        expect([returning.response.headers['x-html-cache'], returning.response.body.includes(BANNER)]).toEqual(['miss', false]);
        for (const [headers, banner] of [
          [{}, true],
          [decided, false],
          [{ cookie: 'sf-consent=yes-please' }, true],
          // A choice under an older policy version counts as none (issue 24): the banner asks again.
          [{ cookie: 'sf-consent=p1.f0.t0' }, true],
        ] as const) {
          const again = await answered(app, PRODUCT, headers);
          expect(again.byLane).toBe(true);
          expect(again.response.headers['x-html-cache']).toBe('fresh');
          expect(again.response.body.includes(BANNER)).toBe(banner);
          expect(again.response.body.includes('"consentDecided":true')).toBe(!banner);
        }
        // Global Privacy Control (issue 24): a first visit's banner says targeting stays off, cached apart.
        const GPC_NOTICE = 'data-testid="consent-gpc-notice"';
        for (let round = 0; round < 2; round += 1) {
          const gpc = await answered(app, PRODUCT, { 'sec-gpc': '1' });
          expect([gpc.response.body.includes(BANNER), gpc.response.body.includes(GPC_NOTICE), gpc.response.body.includes('"gpc":true')]).toEqual([
            true,
            true,
            true,
          ]);
          expect(gpc.response.headers.vary).toContain('Sec-GPC');
          expect((await answered(app, PRODUCT)).response.body.includes(GPC_NOTICE)).toBe(false);
        }
      });

      it('hands a request it fails on to the route, which answers it in full', async () => {
        const app = context.app;
        await httpGet(app, PRODUCT);
        for (const broken of [
          () => {
            throw new Error('lane broke');
          },
          () => Promise.reject(new Error('shared store broke')),
        ]) {
          const lane = app.documentLane.install(broken);
          try {
            const response = await httpGet(app, PRODUCT, { 'accept-encoding': 'gzip' });
            expect(response.statusCode).toBe(200);
            expect(response.headers['x-html-cache']).toBe('fresh');
            expect(response.rawPayload.length).toBeGreaterThan(1000);
          } finally {
            app.documentLane.install(lane);
          }
        }
      });

      it('answers nothing but GET: HEAD, redirects, account pages and API calls take their routes', async () => {
        const app = context.app;
        await httpGet(app, PRODUCT);
        const before = app.documentLane.answered();
        expect((await httpGet(app, PRODUCT, {}, 'HEAD')).statusCode).toBe(200);
        expect((await httpGet(app, '/sign-in')).headers['cache-control']).toBe('no-store');
        expect((await httpGet(app, '/account/orders')).statusCode).toBe(302);
        expect((await httpGet(app, '/api/catalog/categories?brand=northbound&locale=uk-en')).statusCode).toBe(200);
        // A route of its own outside the reserved prefixes, and an encoding only the compression plugin offers.
        expect((await httpGet(app, '/get-user-geo-country')).headers['content-type']).toContain('application/json');
        const deflate = await httpGet(app, PRODUCT, { 'accept-encoding': 'deflate' });
        expect([deflate.statusCode, deflate.headers['content-encoding']]).toEqual([200, 'deflate']);
        expect(app.documentLane.answered()).toBe(before);
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
        expect((await httpGet(first, PRODUCT)).headers['x-html-cache']).toBe('miss');
        const fast = await answered(second, PRODUCT);
        expect(fast.response.headers['x-html-cache']).toBe('fresh');
        expect(fast.byLane).toBe(true);
        expect(headersOf(fast.response)).toEqual(headersOf(await viaRoute(second, () => httpGet(second, PRODUCT))));
        await first.changes.publish({ kind: 'stock', productIds: ['NB1001'] });
        // Over HTTP, so the lane is asked too.
        const overHttp = { inject: ({ url }: { url: string }) => httpGet(second, url) };
        expect(await cacheStateWithin(overHttp, PRODUCT, 'miss', 1000)).toBe('miss');
      });
    },
    { repoRoot: fixture?.root ?? '', env: { SSR_SLOT_BUDGET_MS: '20000' } },
  );
});
