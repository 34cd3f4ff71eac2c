import { afterAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RouteRules } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { buildTestApp, createRepoFixture } from '../../test/test-app';

const fixture = createRepoFixture({
  'shell/dist/index.html': '<!doctype html><html lang="__SF_LANG__"><head><!--sf:head--></head><body><!--sf:state--></body></html>',
  'shell/dist/build-info.json': JSON.stringify({ buildId: 'shell-build-navigation' }),
});
afterAll(() => fixture.cleanup());

const canonicalOf = (html: string): string | undefined => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describeDatabases(
  'navigation rules before rendering (spec §2 rules 3, 4, 9)',
  (context) => {
    const get = (url: string, app: FastifyInstance = context.app, host?: string) => app.inject({ method: 'GET', url, headers: host ? { host } : {} });
    const rules = async (path: string, app: FastifyInstance = context.app): Promise<RouteRules> => {
      const response = await get(`/fapi/route-rules?path=${encodeURIComponent(path)}`, app);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as RouteRules;
    };

    it('rule 3: normalises the locale prefix with a 301 and renders a localized alias as its canonical page', async () => {
      expect((await get('/DE-DE/c/men?x=1')).headers.location).toBe('/de-de/c/men?x=1');
      expect((await get('/uk-en/cart')).statusCode).toBe(301);
      expect((await get('/uk-en/cart')).headers.location).toBe('/cart');
      const alias = await get('/de-de/hilfe');
      expect(alias.statusCode).toBe(200);
      expect(canonicalOf(alias.body)).toBe('http://localhost:3000/de-de/hilfe');
      expect(alias.body).toContain('"urls":{"/help":"/hilfe"');
      // The English form is the same page; its canonical URL is the local one.
      expect(canonicalOf((await get('/de-de/help')).body)).toBe('http://localhost:3000/de-de/hilfe');
      // Not an alias in French: an ordinary missing CMS page.
      expect((await get('/fr-fr/hilfe')).statusCode).toBe(404);
    });

    it('rule 9: server-defined redirects answer 301 or 302 before rendering, keep the query and the site', async () => {
      const moved = await get('/summer-sale?utm_source=mail');
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/discounts?utm_source=mail');
      expect(moved.headers['cache-control']).toBe('no-store');
      const temporary = await get('/de-de/returns');
      expect(temporary.statusCode).toBe(302);
      expect(temporary.headers.location).toBe('/de-de/hilfe');
      // Scoped to one brand: Kerbside's host redirects, Northbound's does not.
      expect((await get('/find-a-store', context.app, 'kerbside.localhost')).headers.location).toBe('/stores');
      expect((await get('/find-a-store')).statusCode).toBe(404);
    });

    it('rule 9: an absolute target leaves the app, and only a configured one', async () => {
      const press = await get('/press');
      expect(press.statusCode).toBe(302);
      expect(press.headers.location).toBe('https://corporate.example.com/press');
      expect(await rules('/press')).toEqual({ redirect: { location: 'https://corporate.example.com/press', status: 302, external: true } });
    });

    it('answers the shell the same as a document request, and refuses paths that are not of this site', async () => {
      expect(await rules('/de-de/summer-sale')).toEqual({ redirect: { location: '/de-de/discounts', status: 301, external: false } });
      expect(await rules('/c/men')).toEqual({ redirect: null });
      expect((await get('/fapi/route-rules?path=/c/men')).headers['cache-control']).toBe('public, max-age=60');
      for (const hostile of ['https://evil.example', '//evil.example', '/\\evil.example', 'c/men']) {
        const response = await get(`/fapi/route-rules?path=${encodeURIComponent(hostile)}`);
        expect(response.statusCode, hostile).toBe(400);
        expect(response.json().message, hostile).toContain('path');
      }
      expect((await get('/fapi/route-rules')).statusCode).toBe(400);
    });

    it('rule 4: legacy URLs are pages as they are while the legacyUrls flag is off', async () => {
      expect((await get('/en-gb/product/ridge-hiker-boot/NB1001.html')).statusCode).toBe(404);
      expect((await get('/p/NB1001')).statusCode).toBe(404);
      expect(await rules('/p/NB1001')).toEqual({ redirect: null });
    });

    it('rule 4: with the flag on, legacy URLs are rewritten to product-style paths with a 301', async () => {
      const legacyApp = await buildTestApp({
        database: context.database,
        repoRoot: fixture.root,
        env: { FEATURE_FLAGS: JSON.stringify({ legacyUrls: true }) },
      });
      try {
        const product = await get('/en-gb/product/ridge-hiker-boot/NB1001.html?colour=tan', legacyApp);
        expect(product.statusCode).toBe(301);
        expect(product.headers.location).toBe('/p/ridge-hiker-boot-nb1001?colour=tan');
        expect((await get('/de-at/ridge-hiker-boot/NB1001.htm', legacyApp)).headers.location).toBe('/at-de/p/ridge-hiker-boot-nb1001');
        // A bare product id takes its name from the catalogue; an unknown one is left to the 404.
        const byId = await get('/p/NB1001', legacyApp);
        expect(byId.statusCode).toBe(301);
        expect(byId.headers.location).toMatch(/^\/p\/[a-z0-9-]+-nb1001$/);
        expect((await get('/p/NB999999', legacyApp)).statusCode).toBe(404);
        expect((await get('/en-gb/category/women/boots.html', legacyApp)).headers.location).toBe('/c/women/boots');
        expect(await rules('/p/NB1001', legacyApp)).toEqual({ redirect: { location: byId.headers.location, status: 301, external: false } });
        // Spec §9: the extension is 2 to 5 characters.
        expect((await get('/en-gb/product/ridge-hiker-boot/NB1001.htmlxx', legacyApp)).statusCode).toBe(404);
      } finally {
        await legacyApp.close();
      }
    });

    it('rule 9 answers the shell for a brand on its configured origin (BRAND_PUBLIC_URLS) as the document lane does', async () => {
      const brandApp = await buildTestApp({
        database: context.database,
        repoRoot: fixture.root,
        env: { BRAND_PUBLIC_URLS: JSON.stringify({ kerbside: 'https://shoes-kerbside.example' }) },
      });
      try {
        const document = await get('/find-a-store', brandApp, 'shoes-kerbside.example');
        expect(document.headers.location).toBe('/stores');
        const response = await brandApp.inject({ method: 'GET', url: '/fapi/route-rules?path=/find-a-store', headers: { host: 'shoes-kerbside.example' } });
        expect(response.json()).toEqual({ redirect: { location: '/stores', status: expect.any(Number), external: false } });
      } finally {
        await brandApp.close();
      }
    });
  },
  { repoRoot: fixture.root },
);
