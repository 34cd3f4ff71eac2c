import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_CONTENT_DATA_KEY, type CmsPage, type DocumentState, type ProductDetail, type ProductList } from '@sf/contracts';
import { routeDataKey } from '@sf/remote-contract';
import { describeDatabases } from '../../test/databases';
import { buildTestApp, createRepoFixture } from '../../test/test-app';

const TEMPLATE = `<!doctype html>
<html lang="__SF_LANG__" data-brand="__SF_BRAND__">
  <head><meta charset="utf-8"><!--sf:head--><script defer src="/static/shell/main.3f2a9c1b77.js"></script></head>
  <body><div id="root"></div><!--sf:state--></body>
</html>`;

const fixture = createRepoFixture({
  'shell/dist/index.html': TEMPLATE,
  'shell/dist/main.3f2a9c1b77.js': 'console.log("shell");'.repeat(100),
  'shell/dist/sw-emea.js': 'self.addEventListener("install", () => {});',
  'shell/dist/build-info.json': JSON.stringify({ buildId: 'shell-build-7' }),
  'mfe-catalog/package.json': JSON.stringify({ version: '1.2.3' }),
  'mfe-catalog/dist/mf-manifest.json': JSON.stringify({ name: 'mfe_catalog' }),
  'mfe-catalog/dist/remoteEntry.js': 'var mfe_catalog;',
  'mfe-catalog/dist/__federation_expose_ProductPage.0123abcd89.js': 'export {};',
});
afterAll(() => fixture.cleanup());

function stateOf(html: string): DocumentState {
  const json = /<script id="sf-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no sf-state script in document');
  return JSON.parse(json) as DocumentState;
}

describeDatabases(
  'edge documents and static files',
  (context) => {
    const page = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url, headers });
    let product: ProductDetail;
    beforeAll(async () => {
      product = (await page('/api/catalog/products/NB1001?brand=northbound&locale=uk-en')).json() as ProductDetail;
    });

    it('renders a product page with title, canonical, hreflang, JSON-LD, preload and first data', async () => {
      const response = await page(`${product.path}?utm_source=test&a=1`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const html = response.body;
      expect(html).toContain('<html lang="en-GB" data-brand="northbound">');
      expect(html).toContain(`<title>${product.name} | Northbound</title>`);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${product.path}">`);
      expect(html.match(/<link rel="alternate" hreflang=/g)).toHaveLength(16);
      expect(html).toContain(`hreflang="de-DE" href="http://localhost:3000/de-de${product.path}"`);
      expect(html).toContain(`hreflang="x-default" href="http://localhost:3000${product.path}"`);
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/remotes/mfe-catalog/mf-manifest.json">');
      expect(html).not.toContain('noindex');
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
        '@type': string;
        offers: Array<Record<string, string>>;
      };
      expect(jsonLd['@type']).toBe('Product');
      const price = product.price.sale ?? product.price.list;
      expect(jsonLd.offers[0]).toMatchObject({ '@type': 'Offer', price: (price.amount / 100).toFixed(2), priceCurrency: 'GBP' });
      expect(jsonLd.offers[0]?.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      const state = stateOf(html);
      expect(state).toMatchObject({ status: 200, errorMessage: null, buildId: 'shell-build-7', environment: 'test' });
      expect(state.site).toMatchObject({ brand: 'northbound', locale: 'uk-en', currency: 'GBP' });
      expect(state.initialData?.key).toBe(routeDataKey({ path: product.path, query: { utm_source: 'test', a: '1' } }));
      expect((state.initialData!.data as ProductDetail).productId).toBe('NB1001');
      expect(state.registry.remotes.find((remote) => remote.name === 'mfe_catalog')).toMatchObject({ version: '1.2.3' });
      expect(state.i18n.texts['common.loading']).toBe('Loading…');
    });

    it('localizes by path prefix: language, currency and canonical', async () => {
      const html = (await page(`/de-de${product.path}`)).body;
      expect(html).toContain('<html lang="de-DE"');
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/de-de${product.path}">`);
      expect(html).toContain('"priceCurrency":"EUR"');
      expect(stateOf(html).initialData?.key).toBe(product.path);
    });

    it('answers a path failing route validation with 404 "Page Not Found:"', async () => {
      const response = await page('/p/bad-path');
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('rel="canonical"');
      // The only inlined data is the not-found page's CMS content (flag notFoundContent, on by default).
      expect(stateOf(response.body)).toMatchObject({
        status: 404,
        errorMessage: 'Page Not Found: /p/bad-path',
        initialData: { key: NOT_FOUND_CONTENT_DATA_KEY },
      });
    });

    it('keeps the internal web-vitals page out of search engines although it answers 200', async () => {
      const response = await page('/internal/web-vitals');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    });

    it('answers unknown products, categories and CMS pages with 404 "Page not found:"', async () => {
      for (const path of ['/p/ghost-boot-nb999999', '/c/women/sandals', '/no-such-page']) {
        const response = await page(path);
        expect(response.statusCode, path).toBe(404);
        expect(stateOf(response.body).errorMessage).toBe(`Page not found: ${path}`);
      }
    });

    it('inlines first data for home, category and CMS pages, none for the cart', async () => {
      // Issue 25: the home page's first data is the brand's merchandised CMS page, its product blocks filled, and the
      // head preloads its hero.
      const homeResponse = await page('/');
      const home = stateOf(homeResponse.body);
      const homePage = home.initialData!.data as CmsPage;
      expect(homePage.blocks.find((block) => block.type === 'hero')).toMatchObject({ title: 'Made for the long way north' });
      const recommended = homePage.blocks.flatMap((block) => (block.type === 'productRecommendations' ? (block.products ?? []) : []));
      expect(recommended.length).toBeGreaterThan(0);
      expect(homeResponse.body).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="\/images\/photos\/[0-9a-f]{16}\/320\.avif 320w/);
      const listing = stateOf((await page('/fr-fr/c/women/boots')).body);
      expect(listing.initialData?.key).toBe('/c/women/boots');
      expect((listing.initialData!.data as ProductList).category.name).toBe('Bottes');
      const about = await page('/about-us');
      expect(about.body).toContain('<title>About Northbound | Northbound</title>');
      expect(about.body).toContain('/remotes/mfe-content-help/mf-manifest.json');
      const cart = await page('/cart');
      expect(cart.statusCode).toBe(200);
      expect(stateOf(cart.body).initialData).toBeNull();
    });

    it('renders the error pages with their own status', async () => {
      for (const status of [400, 401, 403, 404, 500]) {
        const response = await page(`/${status}`);
        expect(response.statusCode).toBe(status);
        // 400 and 404 are not-found screens: their only inlined data is the page's CMS content (flag on by default).
        const expected = status === 400 || status === 404 ? { key: NOT_FOUND_CONTENT_DATA_KEY } : null;
        expect(stateOf(response.body)).toMatchObject({ status, initialData: expected });
      }
    });

    it('takes the brand from the host name', async () => {
      const response = await page('/', { host: 'kerbside.localhost:3000' });
      expect(response.body).toContain('data-brand="kerbside"');
      expect(stateOf(response.body).site.brandName).toBe('Kerbside');
    });

    it('escapes inlined state so no value can close the script element', async () => {
      const response = await page('/?q=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E');
      expect(response.body).not.toContain('</script><script>alert(1)');
      expect(stateOf(response.body).initialData?.key).toBe('/?q=%3C%2Fscript%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E');
    });

    it('serves hashed files as immutable and the rest as no-cache; remotes with CORS', async () => {
      const hashed = await page('/static/shell/main.3f2a9c1b77.js');
      expect(hashed.statusCode).toBe(200);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await page('/static/shell/build-info.json')).headers['cache-control']).toBe('no-cache');
      const manifest = await page('/remotes/mfe-catalog/mf-manifest.json');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
      const chunk = await page('/remotes/mfe-catalog/__federation_expose_ProductPage.0123abcd89.js');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await page('/remotes/mfe-chat/remoteEntry.js')).statusCode).toBe(404);
      expect((await page('/static/shell/missing.js')).statusCode).toBe(404);
      const worker = await page('/sw-emea.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['service-worker-allowed']).toBe('/');
      expect((await page('/index.html')).statusCode).toBe(404);
      expect((await page('/logo.png')).statusCode).toBe(404);
    });

    it("answers each site's offline page for the service worker: localized, brand-coloured, no script (issue 26)", async () => {
      const german = await page('/offline-page/de-de');
      expect(german.statusCode).toBe(200);
      expect(german.headers['cache-control']).toBe('no-cache');
      expect(german.body).toContain('<html lang="de-DE" data-brand="northbound">');
      expect(german.body).toContain('Du bist offline');
      expect(german.body).toContain('href="/de-de/cart"');
      expect(german.body).not.toContain('<script');
      expect((await page('/offline-page/xx-yy')).statusCode).toBe(404);
    });

    it('compresses text responses when the client accepts it', async () => {
      const response = await page('/static/shell/main.3f2a9c1b77.js', { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect((await page('/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    });

    describe('with other settings', () => {
      const extraApps: FastifyInstance[] = [];
      const appWith = async (env: Record<string, string>, repoRoot = fixture.root) => {
        const app = await buildTestApp({ database: context.database, env, repoRoot });
        extraApps.push(app);
        return app;
      };
      afterAll(async () => {
        for (const app of extraApps) await app.close();
      });

      it('redirects to the default locale with the prefix strategy', async () => {
        const app = await appWith({ LOCALE_PREFIX_STRATEGY: 'prefix' });
        const response = await app.inject({ method: 'GET', url: '/cart?x=1' });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('/uk-en/cart?x=1');
        expect((await app.inject({ method: 'GET', url: '/uk-en/cart' })).statusCode).toBe(200);
      });

      it('reads the locale from the sf-locale cookie with no_prefix', async () => {
        const app = await appWith({ LOCALE_PREFIX_STRATEGY: 'no_prefix' });
        const response = await app.inject({ method: 'GET', url: '/cart', cookies: { 'sf-locale': 'fr-fr' } });
        expect(response.body).toContain('<html lang="fr-FR"');
        expect((await app.inject({ method: 'GET', url: '/cart', cookies: { 'sf-locale': 'moon' } })).body).toContain('<html lang="en-GB"');
      });

      it('serves a 503 page instead of crashing when the shell is not built', async () => {
        const empty = createRepoFixture({});
        try {
          const app = await appWith({}, empty.root);
          const response = await app.inject({ method: 'GET', url: '/' });
          expect(response.statusCode).toBe(503);
          expect(response.body).toContain('not built');
          expect((await app.inject({ method: 'GET', url: '/static/shell/main.js' })).statusCode).toBe(404);
          expect((await app.inject({ method: 'GET', url: '/healthcheck/status' })).statusCode).toBe(200);
        } finally {
          empty.cleanup();
        }
      });
    });
  },
  { repoRoot: fixture.root },
);
