/**
 * First-party analytics ingest: the endpoint stores what a browser forwards and refuses what it should not (bad
 * input naming the field, oversized or cross-site posts, floods from one address); operators, and only they, read
 * the funnel per site and the searches that found nothing.
 */
import { afterAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnalyticsFunnel, IngestBatch, SearchesWithoutResults } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { HOSTILE_VALUES, sendHostile, type HostileRequest } from '../../test/hostile-input';
import { operatorCookie } from '../../test/operator-session';
import { createRepoFixture } from '../../test/test-app';
import { ANALYTICS_LIMITS } from './routes';
import { ANALYTICS_RETENTION_DAYS } from './service';
import { analyticsEvents } from './tables';

const fixture = createRepoFixture({
  'shell/dist/index.html': '<!doctype html><html lang="__SF_LANG__"><head><!--sf:head--></head><body><!--sf:state--></body></html>',
  'shell/dist/build-info.json': JSON.stringify({ buildId: 'shell-build-analytics' }),
});
afterAll(() => fixture.cleanup());

let addresses = 0;
/** A client address of its own per call, so the per-address limit only meets the test that is about it. */
const nextAddress = () => {
  addresses += 1;
  return `10.88.${(addresses >> 8) & 255}.${addresses & 255}`;
};
let sessions = 0;
const sessionId = () => {
  sessions += 1;
  return `test-session-${String(sessions).padStart(8, '0')}`;
};
const DAY_MS = 24 * 60 * 60 * 1000;

const batch = (overrides: Partial<IngestBatch> = {}): IngestBatch => ({
  brand: 'northbound',
  locale: 'uk-en',
  sessionId: sessionId(),
  events: [
    { name: 'loadPageData', pageType: 'PLP', searchTerm: null, searchResults: 30 },
    { name: 'productImpressions', list: 'PLP:women/boots', productIds: ['NB1001', 'NB1002'] },
  ],
  ...overrides,
});

describeDatabases(
  'analytics ingest',
  (context) => {
    const post = (payload: unknown, options: { headers?: Record<string, string>; from?: string } = {}) =>
      context.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        remoteAddress: options.from ?? nextAddress(),
        headers: { 'content-type': 'application/json', ...options.headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const rowsOf = (session: string) => context.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, session)).orderBy(analyticsEvents.name);

    it('stores one row per event with its site and fields, and nothing about the client', async () => {
      const sent = batch({ brand: 'kerbside', locale: 'de-de' });
      const response = await post(sent, { headers: { 'user-agent': 'Mozilla/5.0 test' } });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const rows = await rowsOf(sent.sessionId);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ name: 'loadPageData', brand: 'kerbside', locale: 'de-de', pageType: 'PLP', searchResults: 30 });
      expect(rows[1]).toMatchObject({ name: 'productImpressions', list: 'PLP:women/boots', productIds: ['NB1001', 'NB1002'] });
      // No column holds the address or the user agent.
      expect(JSON.stringify(rows)).not.toMatch(/10\.88\.|Mozilla/);
    });

    it('accepts the JSON that sendBeacon sends as text/plain', async () => {
      const sent = batch();
      expect((await post(sent, { headers: { 'content-type': 'text/plain;charset=UTF-8' } })).statusCode).toBe(204);
      expect(await rowsOf(sent.sessionId)).toHaveLength(2);
      const broken = await post('{"brand":', { headers: { 'content-type': 'text/plain;charset=UTF-8' } });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ message: 'body: is not valid JSON' });
    });

    it('redacts an e-mail address or phone number typed as a search term, and groups terms lower-cased', async () => {
      const sent = batch({ events: [{ name: 'loadPageData', pageType: 'Search', searchTerm: '  Boots JANE@example.com +44 7700 900123 ', searchResults: 0 }] });
      expect((await post(sent)).statusCode).toBe(204);
      const [row] = await rowsOf(sent.sessionId);
      expect(row?.searchTerm).toBe('boots [redacted] [redacted]');
    });

    it('answers 400 naming the field for input outside the contract, and stores nothing of it', async () => {
      const good = batch();
      const event = { name: 'checkoutStep', step: 2 };
      const cases: Array<[unknown, string]> = [
        [{ ...good, events: [{ ...event, name: 'keystroke' }] }, 'body/events/0/name'],
        [{ ...good, events: [{ ...event, step: 5 }] }, 'body/events/0/step'],
        [{ ...good, events: [{ ...event, pageType: 'Admin' }] }, 'body/events/0/pageType'],
        [{ ...good, events: [{ ...event, searchTerm: 'x'.repeat(101) }] }, 'body/events/0/searchTerm'],
        [{ ...good, events: [{ ...event, productIds: Array.from({ length: 61 }, (_, index) => `P${index}`) }] }, 'body/events/0/productIds'],
        [{ ...good, events: [{ ...event, value: -1 }] }, 'body/events/0/value'],
        [{ ...good, events: Array.from({ length: 51 }, () => event) }, 'body/events'],
        [{ ...good, events: [] }, 'body/events'],
        [{ ...good, sessionId: 'short' }, 'body/sessionId'],
        [{ ...good, brand: 'acme' }, 'body/brand'],
        [{ ...good, locale: 'xx-yy' }, 'body/locale'],
      ];
      for (const [payload, field] of cases) {
        const response = await post(payload);
        expect(response.statusCode, field).toBe(400);
        expect((response.json() as { message: string }).message, field).toContain(`${field}:`);
      }
      expect(await rowsOf(good.sessionId)).toHaveLength(0);
    });

    it('answers hostile input with a 4xx and a message, never a 5xx', async () => {
      const valid = batch();
      const event = valid.events[0]!;
      const url = '/api/analytics/events';
      const cases: HostileRequest[] = [
        { name: 'malformed JSON', method: 'POST', url, raw: '{"events":' },
        { name: 'no body', method: 'POST', url },
        { name: 'array body', method: 'POST', url, payload: [valid] },
        { name: 'text/plain array', method: 'POST', url, payload: '[1]', headers: { 'content-type': 'text/plain' } },
      ];
      for (const value of HOSTILE_VALUES) {
        for (const field of Object.keys(valid))
          cases.push({ name: `${field}=${String(value).slice(0, 20)}`, method: 'POST', url, payload: { ...valid, [field]: value } });
        for (const field of ['name', 'pageType', 'searchTerm', 'searchResults', 'step', 'productIds', 'value', 'currency']) {
          cases.push({
            name: `events/0/${field}=${String(value).slice(0, 20)}`,
            method: 'POST',
            url,
            payload: { ...valid, events: [{ ...event, [field]: value }] },
          });
        }
        cases.push({
          name: `funnel days=${String(value).slice(0, 20)}`,
          method: 'GET',
          url: `/api/analytics/funnel?days=${encodeURIComponent(String(value).slice(0, 2000))}`,
        });
      }
      const failures: string[] = [];
      for (const request of cases) {
        const { failure } = await sendHostile(context.app, { ...request, remoteAddress: nextAddress() });
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    });

    it('refuses a body over 32 KB', async () => {
      expect((await post({ ...batch(), padding: 'x'.repeat(33 * 1024) })).statusCode).toBe(413);
    });

    it('refuses a batch another site makes the browser send; the shop itself is welcome', async () => {
      const foreign = batch();
      expect((await post(foreign, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
      expect((await post(foreign, { headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
      expect(await rowsOf(foreign.sessionId)).toHaveLength(0);
      const own = batch();
      expect((await post(own, { headers: { origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(204);
      expect(await rowsOf(own.sessionId)).toHaveLength(2);
    });

    it('limits the batches one address may send', async () => {
      const from = '10.89.0.1';
      // Refused bodies count too: the limit is met before any work is done.
      for (let sent = 0; sent < ANALYTICS_LIMITS.perAddress.limit; sent += 1) expect((await post('{}', { from })).statusCode).toBe(400);
      const blocked = await post(batch(), { from });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(batch(), { from: '10.89.0.2' })).statusCode).toBe(204);
    });

    it('counts sessions per funnel stage for each brand and country site', async () => {
      const site = { brand: 'fieldwear', locale: 'fr-fr' } as const;
      const walk = async (events: IngestBatch['events']) => expect((await post(batch({ ...site, events }))).statusCode).toBe(204);
      const list = { name: 'loadPageData', pageType: 'PLP' } as const;
      const product = { name: 'loadPageData', pageType: 'PDP' } as const;
      // Four sessions on the list, three reach a product, two the basket, two the checkout (the cart page, step 1, is not checkout), one orders.
      await walk([
        list,
        product,
        { name: 'addToCart', productIds: ['P1'] },
        { name: 'checkoutStep', step: 2 },
        { name: 'purchase', value: 119, currency: 'EUR' },
      ]);
      await walk([
        { name: 'loadPageData', pageType: 'Search', searchTerm: 'boots', searchResults: 3 },
        product,
        { name: 'addToCart' },
        { name: 'checkoutStep', step: 3 },
      ]);
      await walk([list, list, product, { name: 'checkoutStep', step: 1 }]);
      await walk([{ name: 'productImpressions', list: 'Home:recommended' }]);
      // Another site's session stays out of this site's row.
      expect((await post(batch({ brand: 'fieldwear', locale: 'uk-en', events: [list, product] }))).statusCode).toBe(204);

      const cookie = await operatorCookie(context.app);
      const response = await context.app.inject({ url: '/api/analytics/funnel?brand=fieldwear', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const funnel = response.json() as AnalyticsFunnel;
      expect(funnel.sites.find((entry) => entry.locale === 'fr-fr')).toEqual({
        brand: 'fieldwear',
        locale: 'fr-fr',
        stages: [
          { stage: 'list', sessions: 4 },
          { stage: 'product', sessions: 3 },
          { stage: 'basket', sessions: 2 },
          { stage: 'checkout', sessions: 2 },
          { stage: 'order', sessions: 1 },
        ],
      });
      expect(funnel.sites.find((entry) => entry.locale === 'uk-en')?.stages.slice(0, 2)).toEqual([
        { stage: 'list', sessions: 1 },
        { stage: 'product', sessions: 1 },
      ]);
      expect(funnel.sites.every((entry) => entry.brand === 'fieldwear')).toBe(true);
    });

    it('lists the most frequent searches that found nothing, per site', async () => {
      const site = { brand: 'fieldwear', locale: 'nl-nl' } as const;
      const search = (term: string, results: number) => ({
        name: 'loadPageData' as const,
        pageType: 'Search' as const,
        searchTerm: term,
        searchResults: results,
      });
      await post(batch({ ...site, events: [search('Wellies', 0), search('wellies ', 0)] }));
      await post(batch({ ...site, events: [search('wellies', 0), search('gaiters', 0), search('boots', 12)] }));
      const cookie = await operatorCookie(context.app);
      const report = (
        await context.app.inject({ url: '/api/analytics/searches-without-results?brand=fieldwear&days=1', headers: { cookie } })
      ).json() as SearchesWithoutResults;
      const here = report.rows.filter((row) => row.locale === 'nl-nl');
      expect(here.map(({ term, searches }) => ({ term, searches }))).toEqual([
        { term: 'wellies', searches: 3 },
        { term: 'gaiters', searches: 1 },
      ]);
      expect(report.days).toBe(1);
    });

    it('deletes events older than the retention', async () => {
      const old = sessionId();
      const recent = sessionId();
      const base = { name: 'purchase' as const, brand: 'northbound', locale: 'uk-en' };
      await context.db.insert(analyticsEvents).values([
        { ...base, id: crypto.randomUUID(), sessionId: old, createdAt: new Date(Date.now() - (ANALYTICS_RETENTION_DAYS + 1) * DAY_MS) },
        { ...base, id: crypto.randomUUID(), sessionId: recent, createdAt: new Date(Date.now() - (ANALYTICS_RETENTION_DAYS - 1) * DAY_MS) },
      ]);
      expect(await context.app.analytics.prune()).toBeGreaterThanOrEqual(1);
      expect(await rowsOf(old)).toHaveLength(0);
      expect(await rowsOf(recent)).toHaveLength(1);
    });

    it('the reports are for signed-in operators only', async () => {
      for (const url of ['/api/analytics/funnel', '/api/analytics/searches-without-results']) {
        expect((await context.app.inject({ url })).statusCode, url).toBe(401);
        expect((await context.app.inject({ url, headers: { cookie: 'sf_session=abc' } })).statusCode, url).toBe(401);
      }
      const cookie = await operatorCookie(context.app);
      expect((await context.app.inject({ url: '/api/analytics/funnel?days=91', headers: { cookie } })).statusCode).toBe(400);
      expect((await context.app.inject({ url: '/api/analytics/funnel?brand=acme', headers: { cookie } })).statusCode).toBe(400);
    });
  },
  { repoRoot: fixture.root },
);
