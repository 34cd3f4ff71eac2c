import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_CONTENT_DATA_KEY, type ContentAsset, type DocumentState } from '@sf/contracts';
import { buildApp } from '../../app';
import { describeDatabases } from '../../test/databases';
import { buildTestApp, createRepoFixture, testEnv } from '../../test/test-app';
import { isCrawler } from './crawlers';

const TEMPLATE = `<!doctype html>
<html lang="__SF_LANG__" data-brand="__SF_BRAND__">
  <head><meta charset="utf-8"><!--sf:head--><script defer src="/static/shell/main.js"></script></head>
  <body><div id="root"></div><!--sf:state--></body>
</html>`;
const fixture = createRepoFixture({ 'shell/dist/index.html': TEMPLATE, 'shell/dist/build-info.json': JSON.stringify({ buildId: 'shell-build-1' }) });
afterAll(() => fixture.cleanup());

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

function stateOf(html: string): DocumentState {
  const json = /<script id="sf-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no sf-state script in document');
  return JSON.parse(json) as DocumentState;
}

describe('isCrawler', () => {
  it('knows search and link-preview bots, not browsers (a headless one included)', () => {
    for (const agent of [GOOGLEBOT, 'Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'Slackbot-LinkExpanding 1.0', 'DuckDuckBot/1.1']) {
      expect(isCrawler(agent), agent).toBe(true);
    }
    for (const agent of [CHROME, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1', undefined]) expect(isCrawler(agent)).toBe(false);
  });
});

describeDatabases(
  'error screens at the edge (spec §2, §8)',
  (context) => {
    const extraApps: FastifyInstance[] = [];
    afterAll(async () => {
      for (const app of extraApps) await app.close();
    });
    const page = (url: string, headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME, ...headers } });

    it('serves every error route with its own status; a 4xx other than 401/403 inlines the not-found page content', async () => {
      for (const status of [400, 401, 403, 404, 500]) {
        const response = await page(`/${status}`);
        expect(response.statusCode).toBe(status);
        expect(response.body).toContain('<meta name="robots" content="noindex">');
        const state = stateOf(response.body);
        if (status === 400 || status === 404) {
          expect(state.initialData?.key).toBe(NOT_FOUND_CONTENT_DATA_KEY);
          expect((state.initialData?.data as ContentAsset | undefined)?.blocks.length).toBeGreaterThan(0);
        } else {
          expect(state.initialData).toBeNull();
        }
      }
      const unknown = stateOf((await page('/de-de/no-such-page')).body);
      expect(unknown).toMatchObject({ status: 404, errorMessage: 'Page not found: /no-such-page' });
      expect((unknown.initialData?.data as ContentAsset | undefined)?.id).toBe('not-found-top');
    });

    it('inlines no not-found content when the notFoundContent flag is off', async () => {
      const app = await buildTestApp({ database: context.app.database, repoRoot: fixture.root, env: { FEATURE_FLAGS: '{"notFoundContent":false}' } });
      extraApps.push(app);
      const response = await app.inject({ method: 'GET', url: '/no-such-page' });
      expect(response.statusCode).toBe(404);
      expect(stateOf(response.body).initialData).toBeNull();
    });

    it('answers a crawler with the status and a head, never the error page body', async () => {
      for (const path of ['/no-such-page', '/p/bad-path', '/403', '/500']) {
        const response = await page(path, { 'user-agent': GOOGLEBOT });
        expect(response.statusCode, path).toBe(Number(/^\/\d+$/.test(path) ? path.slice(1) : 404));
        expect(response.body).toMatch(/<title>[^<]+<\/title>/);
        expect(response.body).toContain('<meta name="robots" content="noindex">');
        expect(response.body).toContain('<body></body>');
        expect(response.body).not.toContain('id="root"');
        expect(response.body).not.toContain('sf-state');
        expect(response.body).not.toContain('/static/shell/');
      }
      // A page that exists is the full document for crawlers too.
      const home = await page('/', { 'user-agent': GOOGLEBOT });
      expect(home.statusCode).toBe(200);
      expect(stateOf(home.body).status).toBe(200);
    });

    it('logs "Application Error: <status>" with path, host and query, and the fatal or non-fatal 404 line', async () => {
      const lines: Array<Record<string, unknown>> = [];
      const stream = new Writable({
        write: (chunk, _encoding, done) => {
          lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
          done();
        },
      });
      const app = await buildApp({ env: testEnv(), database: context.app.database, paths: { repoRoot: fixture.root }, logger: { level: 'info', stream } });
      extraApps.push(app);
      await app.ready();
      await app.inject({ method: 'GET', url: '/p/bad-path?utm_source=mail', headers: { host: 'shop.example' } });
      await app.inject({ method: 'GET', url: '/no-such-page?x=1' });
      const logged = (msg: string) => lines.filter((line) => line.msg === msg);
      expect(logged('Application Error: 404')).toEqual([
        expect.objectContaining({ level: 40, status: 404, path: '/p/bad-path', host: 'shop.example', query: { utm_source: 'mail' } }),
        expect.objectContaining({ level: 40, status: 404, path: '/no-such-page', query: { x: '1' } }),
      ]);
      expect(logged('Page Not Found: /p/bad-path')).toEqual([expect.objectContaining({ level: 50, fatal: true })]);
      expect(logged('Page not found: /no-such-page')).toEqual([expect.objectContaining({ level: 30, fatal: false })]);
    });
  },
  { repoRoot: fixture.root },
);
