/**
 * Real-user monitoring: the beacon endpoint stores what a browser reports and refuses what it should not (bad input
 * naming the field, oversized or cross-site posts, floods from one address); operators, and only they, read p75 per
 * page type; the internal page is a page on every environment.
 */
import { afterAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RumBatch, RumSummary } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { HOSTILE_VALUES, sendHostile, type HostileRequest } from '../../test/hostile-input';
import { operatorCookie } from '../../test/operator-session';
import { buildTestApp, createRepoFixture } from '../../test/test-app';
import { SIGN_IN_AS_OPERATOR_FOR_INTERNAL_PAGES } from '../operators';
import { RUM_LIMITS } from './routes';
import { RUM_RETENTION_DAYS } from './service';
import { rumMetrics } from './tables';

const fixture = createRepoFixture({
  'shell/dist/index.html': '<!doctype html><html lang="__SF_LANG__"><head><!--sf:head--></head><body><!--sf:state--></body></html>',
  'shell/dist/build-info.json': JSON.stringify({ buildId: 'shell-build-rum' }),
});
afterAll(() => fixture.cleanup());

let addresses = 0;
/** A client address of its own per call, so the per-address limit only meets the test that is about it. */
const nextAddress = () => {
  addresses += 1;
  return `10.77.${(addresses >> 8) & 255}.${addresses & 255}`;
};
let reports = 0;
const reportId = () => {
  reports += 1;
  return `v6-1767225600000-${String(1_000_000_000_000 + reports)}`;
};

const batch = (overrides: Partial<RumBatch> = {}): RumBatch => ({
  brand: 'northbound',
  locale: 'uk-en',
  buildId: 'shell-build-rum',
  pageType: 'PDP',
  metrics: [
    { name: 'LCP', value: 2100.5, id: reportId(), navigationType: 'navigate' },
    { name: 'CLS', value: 0.3, id: reportId(), navigationType: 'navigate' },
  ],
  ...overrides,
});
const DAY_MS = 24 * 60 * 60 * 1000;

describeDatabases(
  'real-user monitoring',
  (context) => {
    const post = (payload: unknown, options: { headers?: Record<string, string>; from?: string } = {}) =>
      context.app.inject({
        method: 'POST',
        url: '/api/rum',
        remoteAddress: options.from ?? nextAddress(),
        headers: { 'content-type': 'application/json', ...options.headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const rowsOf = (id: string) => context.db.select().from(rumMetrics).where(eq(rumMetrics.reportId, id));

    it('stores a valid batch with its page type, site, build and a rating the server works out', async () => {
      const sent = batch({ brand: 'kerbside', locale: 'de-de', pageType: 'PLP' });
      const response = await post(sent);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const [lcp] = await rowsOf(sent.metrics[0]!.id);
      expect(lcp).toMatchObject({
        metric: 'LCP',
        value: 2100.5,
        rating: 'good',
        pageType: 'PLP',
        navigationType: 'navigate',
        brand: 'kerbside',
        locale: 'de-de',
        buildId: 'shell-build-rum',
      });
      expect((await rowsOf(sent.metrics[1]!.id))[0]).toMatchObject({ metric: 'CLS', value: 0.3, rating: 'poor' });
    });

    it('accepts the JSON that sendBeacon sends as text/plain', async () => {
      const sent = batch();
      const response = await post(sent, { headers: { 'content-type': 'text/plain;charset=UTF-8' } });
      expect(response.statusCode).toBe(204);
      expect(await rowsOf(sent.metrics[0]!.id)).toHaveLength(1);
      const broken = await post('{"brand":', { headers: { 'content-type': 'text/plain;charset=UTF-8' } });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ message: 'body: is not valid JSON' });
    });

    it('a later report of the same metric (CLS grew after the shopper came back) replaces the first', async () => {
      const id = reportId();
      expect((await post(batch({ metrics: [{ name: 'CLS', value: 0.05, id, navigationType: 'navigate' }] }))).statusCode).toBe(204);
      expect((await post(batch({ metrics: [{ name: 'CLS', value: 0.12, id, navigationType: 'navigate' }] }))).statusCode).toBe(204);
      const rows = await rowsOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ value: 0.12, rating: 'needs-improvement' });
    });

    it('answers 400 naming the field for input outside the contract, and stores nothing of it', async () => {
      const metric = { name: 'LCP', value: 1000, id: reportId(), navigationType: 'navigate' };
      const cases: Array<[unknown, string]> = [
        [{ ...batch(), metrics: [{ ...metric, name: 'FID' }] }, 'body/metrics/0/name'],
        [{ ...batch(), metrics: [{ ...metric, value: 600_001 }] }, 'body/metrics/0/value'],
        [{ ...batch(), metrics: [{ ...metric, value: -1 }] }, 'body/metrics/0/value'],
        [{ ...batch(), metrics: [{ ...metric, name: 'CLS', value: 101 }] }, 'body/metrics/0/value'],
        [{ ...batch(), metrics: [{ ...metric, value: '1000' }] }, 'body/metrics/0/value'],
        [{ ...batch(), metrics: [{ ...metric, navigationType: 'teleport' }] }, 'body/metrics/0/navigationType'],
        [{ ...batch(), metrics: [{ ...metric, id: '<script>' }] }, 'body/metrics/0/id'],
        [{ ...batch(), metrics: Array.from({ length: 21 }, () => ({ ...metric, id: reportId() })) }, 'body/metrics'],
        [{ ...batch(), metrics: [] }, 'body/metrics'],
        [{ ...batch(), pageType: 'Admin' }, 'body/pageType'],
        [{ ...batch(), brand: 'acme' }, 'body/brand'],
        [{ ...batch(), locale: 'xx-yy' }, 'body/locale'],
        [{ ...batch(), buildId: 'a b' }, 'body/buildId'],
      ];
      for (const [payload, field] of cases) {
        const response = await post(payload);
        expect(response.statusCode, field).toBe(400);
        expect((response.json() as { message: string }).message, field).toContain(`${field}:`);
      }
      expect(await rowsOf(metric.id)).toHaveLength(0);
    });

    it('answers hostile input with a 4xx and a message, never a 5xx', async () => {
      const valid = batch();
      const metric = valid.metrics[0]!;
      const cases: HostileRequest[] = [
        { name: 'malformed JSON', method: 'POST', url: '/api/rum', raw: '{"metrics":' },
        { name: 'no body', method: 'POST', url: '/api/rum' },
        { name: 'array body', method: 'POST', url: '/api/rum', payload: [valid] },
        { name: 'text/plain array', method: 'POST', url: '/api/rum', payload: '[1]', headers: { 'content-type': 'text/plain' } },
      ];
      for (const value of HOSTILE_VALUES) {
        for (const field of Object.keys(valid)) {
          cases.push({ name: `${field}=${String(value).slice(0, 20)}`, method: 'POST', url: '/api/rum', payload: { ...valid, [field]: value } });
        }
        for (const field of Object.keys(metric)) {
          cases.push({
            name: `metrics/0/${field}=${String(value).slice(0, 20)}`,
            method: 'POST',
            url: '/api/rum',
            payload: { ...valid, metrics: [{ ...metric, [field]: value }] },
          });
        }
        cases.push({
          name: `summary brand=${String(value).slice(0, 20)}`,
          method: 'GET',
          url: `/api/rum/summary?brand=${encodeURIComponent(String(value).slice(0, 2000))}`,
        });
      }
      const failures: string[] = [];
      for (const request of cases) {
        const { failure } = await sendHostile(context.app, { ...request, remoteAddress: nextAddress() });
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    });

    it('refuses a body over 8 KB', async () => {
      const response = await post({ ...batch(), padding: 'x'.repeat(9 * 1024) });
      expect(response.statusCode).toBe(413);
    });

    it('refuses a beacon another site makes the browser send; the shop itself is welcome', async () => {
      const foreign = batch();
      expect((await post(foreign, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
      expect((await post(foreign, { headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
      expect(await rowsOf(foreign.metrics[0]!.id)).toHaveLength(0);
      const own = batch();
      expect((await post(own, { headers: { origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(204);
      expect(await rowsOf(own.metrics[0]!.id)).toHaveLength(1);
    });

    it('limits the reports one address may send', async () => {
      const from = '10.78.0.1';
      // Refused bodies count too: the limit is met before any work is done.
      for (let sent = 0; sent < RUM_LIMITS.perAddress.limit; sent += 1) expect((await post('{}', { from })).statusCode).toBe(400);
      const blocked = await post(batch(), { from });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(batch(), { from: '10.78.0.2' })).statusCode).toBe(204);
    });

    it('summarises p75 and count per page type and metric over 24 hours and 7 days', async () => {
      const now = Date.now();
      const row = (metric: 'LCP' | 'INP', value: number, ageMs: number, pageType: 'PDP' | 'Cart' = 'PDP') => ({
        id: crypto.randomUUID(),
        reportId: reportId(),
        metric,
        value,
        rating: 'good' as const,
        pageType,
        navigationType: 'navigate' as const,
        brand: 'fieldwear',
        locale: 'uk-en',
        buildId: 'b1',
        createdAt: new Date(now - ageMs),
      });
      await context.db.insert(rumMetrics).values([
        // Last 24 hours: 1000, 2000, 3000, 4000 → p75 is the third (percentile_disc: a value somebody had).
        row('LCP', 4000, 60_000),
        row('LCP', 1000, 2 * 60 * 60_000),
        row('LCP', 3000, 5 * 60 * 60_000),
        row('LCP', 2000, 23 * 60 * 60_000),
        // Three and six days ago: the 7-day window has 1000…6000 → p75 is the fifth of six, 5000.
        row('LCP', 5000, 3 * DAY_MS),
        row('LCP', 6000, 6 * DAY_MS),
        // Outside both windows.
        row('LCP', 90_000, 8 * DAY_MS),
        // Only in the 7-day window: the 24-hour cell is empty.
        row('INP', 350, 2 * DAY_MS, 'Cart'),
      ]);
      const cookie = await operatorCookie(context.app);
      const response = await context.app.inject({ url: '/api/rum/summary?brand=fieldwear', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const summary = response.json() as RumSummary;
      expect(summary.brand).toBe('fieldwear');
      expect(summary.rows).toEqual([
        { pageType: 'Cart', metric: 'INP', last24h: { count: 0, p75: null }, last7d: { count: 1, p75: 350 } },
        { pageType: 'PDP', metric: 'LCP', last24h: { count: 4, p75: 3000 }, last7d: { count: 6, p75: 5000 } },
      ]);
      // Without a brand: every brand's rows (the other tests' northbound and kerbside reports too).
      const all = (await context.app.inject({ url: '/api/rum/summary', headers: { cookie } })).json() as RumSummary;
      expect(all.brand).toBeNull();
      expect(all.rows.find((entry) => entry.pageType === 'PLP' && entry.metric === 'LCP')?.last24h.count).toBeGreaterThan(0);
      expect((await context.app.inject({ url: '/api/rum/summary?brand=acme', headers: { cookie } })).statusCode).toBe(400);
    });

    it('deletes measurements older than the retention', async () => {
      const old = reportId();
      const recent = reportId();
      const base = {
        metric: 'TTFB' as const,
        value: 300,
        rating: 'good' as const,
        pageType: 'Home' as const,
        navigationType: 'reload' as const,
        brand: 'northbound',
        locale: 'uk-en',
        buildId: 'b1',
      };
      await context.db.insert(rumMetrics).values([
        { ...base, id: crypto.randomUUID(), reportId: old, createdAt: new Date(Date.now() - (RUM_RETENTION_DAYS + 1) * DAY_MS) },
        { ...base, id: crypto.randomUUID(), reportId: recent, createdAt: new Date(Date.now() - (RUM_RETENTION_DAYS - 1) * DAY_MS) },
      ]);
      expect(await context.app.rum.prune()).toBeGreaterThanOrEqual(1);
      expect(await rowsOf(old)).toHaveLength(0);
      expect(await rowsOf(recent)).toHaveLength(1);
    });

    it('the summary is for signed-in operators only, on production too; the internal page itself is a page there', async () => {
      const anonymous = await context.app.inject({ url: '/api/rum/summary' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SIGN_IN_AS_OPERATOR_FOR_INTERNAL_PAGES });
      const forged = await context.app.inject({ url: '/api/rum/summary', headers: { cookie: 'sf_operator=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
      expect(forged.statusCode).toBe(401);
      // A shopper's session is not an operator's.
      expect((await context.app.inject({ url: '/api/rum/summary', headers: { cookie: 'sf_session=abc' } })).statusCode).toBe(401);

      const production = await buildTestApp({ database: context.database, env: { APP_ENV: 'production' }, repoRoot: fixture.root });
      try {
        expect((await production.inject({ url: '/api/rum/summary' })).statusCode).toBe(401);
        await production.operators.ensure('rum-operator@storefront.test', 'a-long-operator-password');
        const signIn = await production.inject({
          method: 'POST',
          url: '/api/operator/session',
          payload: { email: 'rum-operator@storefront.test', password: 'a-long-operator-password' },
        });
        const cookie = signIn.cookies.find((candidate) => candidate.name === 'sf_operator');
        expect((await production.inject({ url: '/api/rum/summary', headers: { cookie: `sf_operator=${cookie?.value}` } })).statusCode).toBe(200);
        // Unlike /lower-envs the page exists on production (not sent home, never a 404): it asks for the sign-in.
        for (const url of ['/internal/web-vitals', '/de-de/internal/web-vitals']) {
          const page = await production.inject({ url });
          expect(page.statusCode, url).toBe(200);
          expect(page.headers['cache-control'], url).toBe('no-store');
        }
      } finally {
        await production.close();
      }
    });
  },
  { repoRoot: fixture.root },
);
