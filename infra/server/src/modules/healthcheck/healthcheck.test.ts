/**
 * Issue 24: the /healthcheck area. Its APIs need an operator session (401 without), the mocks list does not exist on
 * production and its page sends production visitors home; /healthcheck/status keeps answering probes JSON; the pages are documents while other /healthcheck paths stay JSON 404s.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { HealthStatus } from '@sf/contracts';
import type { HealthcheckMocks, HealthcheckSitemaps, HealthcheckStaticPages, HealthcheckTranslations } from '@sf/contracts/api';
import { describeDatabases } from '../../test/databases';
import { operatorCookie } from '../../test/operator-session';
import { buildTestApp, createRepoFixture } from '../../test/test-app';
import { translationReport } from './translations';

const fixture = createRepoFixture({
  'shell/dist/index.html':
    '<!doctype html><html lang="__SF_LANG__" data-brand="__SF_BRAND__"><head><!--sf:head--></head><body><div id="root"></div><!--sf:state--></body></html>',
});
afterAll(() => fixture.cleanup());

const APIS = ['/api/healthcheck/sitemaps', '/api/healthcheck/static-pages', '/api/healthcheck/translations', '/api/healthcheck/mocks'];
const PAGES = ['/healthcheck', '/healthcheck/sitemaps', '/healthcheck/static-pages', '/healthcheck/translations', '/healthcheck/mocks'];

describeDatabases(
  'healthcheck area',
  (context) => {
    const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url, headers });

    it('refuses every API without an operator session (401), answers it with one', async () => {
      for (const url of APIS) expect((await get(url)).statusCode, url).toBe(401);
      const cookie = await operatorCookie(context.app);
      for (const url of APIS) expect((await get(url, { cookie })).statusCode, url).toBe(200);
    });

    it('reports sitemaps, static pages, translations and mocks', async () => {
      const cookie = await operatorCookie(context.app);
      const sitemaps = (await get('/api/healthcheck/sitemaps', { cookie })).json() as HealthcheckSitemaps;
      expect(sitemaps.brands.map((brand) => brand.brand)).toEqual(['northbound', 'kerbside', 'fieldwear']);
      const products = sitemaps.brands[1]?.files.find((file) => file.kind === 'products' && file.locale === 'de-de');
      expect(products).toMatchObject({ url: 'http://kerbside.localhost:3000/sitemaps/de-de/products-1.xml' });
      expect(products?.urls).toBeGreaterThan(0);
      const pages = (await get('/api/healthcheck/static-pages', { cookie })).json() as HealthcheckStaticPages;
      expect(pages.pages.find((page) => page.path === '/about-us')).toMatchObject({ source: 'cms', status: { en: 'translated' } });
      expect(pages.pages.some((page) => page.source === 'route' && page.path === '/stores')).toBe(true);
      const translations = (await get('/api/healthcheck/translations', { cookie })).json() as HealthcheckTranslations;
      expect(translations.languages.map((language) => language.language)).toEqual(['en', 'de', 'fr', 'it', 'es', 'nl', 'pl', 'pt']);
      const english = translations.languages[0];
      expect(english?.namespaces.every((namespace) => namespace.missing.length === 0)).toBe(true);
      expect(english?.namespaces.find((namespace) => namespace.namespace === 'healthcheck')?.keys).toBeGreaterThan(20);
      const mocks = (await get('/api/healthcheck/mocks', { cookie })).json() as HealthcheckMocks;
      expect(mocks.environment).toBe('test');
      expect(mocks.doubles.find((double) => double.id === 'test-psp')).toMatchObject({ active: true });
      expect(mocks.doubles.find((double) => double.id === 'embedded-database')?.active).toBe(context.driver === 'pglite');
    });

    it('keeps /healthcheck/status JSON for probes, with the new fields', async () => {
      for (const accept of [undefined, '*/*', 'application/json']) {
        const probe = await get('/healthcheck/status', accept ? { accept } : {});
        expect(probe.statusCode).toBe(200);
        expect(probe.headers['content-type']).toMatch(/^application\/json/);
        const status = probe.json() as HealthStatus;
        expect(status).toMatchObject({ status: 'ok', environment: 'test' });
        expect(status.remotes).toBeInstanceOf(Array);
      }
    });

    it('serves the pages as non-indexed documents; other /healthcheck paths stay JSON 404s', async () => {
      for (const url of PAGES) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(page.body, url).toContain('noindex');
      }
      const unknown = await get('/healthcheck/nothing');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    });

    it('has no mocks on production: the API is a 404 even for an operator, the page sends visitors home', async () => {
      const production = await buildTestApp({ database: context.database, repoRoot: fixture.root, env: { APP_ENV: 'production' } });
      try {
        // No demo operator on production: an operator session is opened for a real account.
        await production.operators.ensure('ops@example.com', 'a-long-operator-passphrase');
        const signIn = await production.inject({
          method: 'POST',
          url: '/api/operator/session',
          payload: { email: 'ops@example.com', password: 'a-long-operator-passphrase' },
        });
        const cookie = `sf_operator=${signIn.cookies.find((entry) => entry.name === 'sf_operator')?.value}`;
        expect((await production.inject({ url: '/api/healthcheck/sitemaps', headers: { cookie } })).statusCode).toBe(200);
        expect((await production.inject({ url: '/api/healthcheck/mocks', headers: { cookie } })).statusCode).toBe(404);
        const page = await production.inject({ url: '/healthcheck/mocks' });
        expect(page.statusCode).toBe(302);
        expect(page.headers.location).toBe('/');
        expect((await production.inject({ url: '/healthcheck' })).statusCode).toBe(200);
      } finally {
        await production.close();
      }
    });
  },
  { repoRoot: fixture.root },
);

describe('translation report', () => {
  it('counts plural forms by their base and lists what English has and a language lacks', () => {
    const texts: Record<string, Record<string, Record<string, string>>> = {
      en: { shop: { 'shop.items_one': '1', 'shop.items_other': 'n', 'shop.title': 'Shop', 'shop.only': 'x' } },
      pl: { shop: { 'shop.items_one': '1', 'shop.items_few': 'f', 'shop.items_many': 'm', 'shop.items_other': 'n', 'shop.title': 'Sklep' } },
    };
    const report = translationReport({
      namespacesOf: (language) => Object.keys(texts[language] ?? {}),
      readNamespace: (language, namespace) => texts[language]?.[namespace] ?? {},
    });
    const polish = report.languages.find((language) => language.language === 'pl');
    expect(polish?.namespaces).toEqual([{ namespace: 'shop', keys: 5, missing: ['shop.only'] }]);
    // A language without the file misses every key.
    expect(report.languages.find((language) => language.language === 'de')?.namespaces[0]?.missing).toEqual(['shop.items', 'shop.only', 'shop.title']);
  });
});
