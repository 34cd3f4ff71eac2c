/**
 * Issue 24: each brand origin answers a sitemap index naming one child per country site and kind; the children are
 * well-formed sitemap XML listing every category, product and page of the brand with hreflang alternates and lastmod,
 * on the brand's origin; a catalogue change regenerates them; files split at the URL limit.
 */
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES, type BrandKey } from '@sf/remote-contract';
import { count, eq } from 'drizzle-orm';
import { describeDatabases } from '../../test/databases';
import { createRepoFixture } from '../../test/test-app';
import { products, categories } from '../catalog/tables';
import { createSitemapService } from './service';
import type { CatalogChange, ChangeListener } from '../../plugins/change-feed';

const KERBSIDE = 'https://kerbside.example';
const fixture = createRepoFixture({
  'shell/dist/index.html': '<!doctype html><html lang="__SF_LANG__"><head><!--sf:head--></head><body><div id="root"></div><!--sf:state--></body></html>',
});
afterAll(() => fixture.cleanup());
const parser = new new Window().DOMParser();

/** Parses XML; fails the test on anything not well-formed. */
function parseXml(text: string) {
  const document = parser.parseFromString(text, 'application/xml');
  expect(document.querySelector('parsererror')?.textContent ?? null).toBeNull();
  return document;
}
const texts = (document: ReturnType<typeof parseXml>, tag: string) => [...document.getElementsByTagName(tag)].map((element) => element.textContent ?? '');

describeDatabases(
  'sitemaps',
  (context) => {
    const get = (url: string, host = 'kerbside.example') => context.app.inject({ method: 'GET', url, headers: { host } });
    const countOf = async (table: typeof products | typeof categories, brand: BrandKey) =>
      (await context.db.select({ value: count() }).from(table).where(eq(table.brand, brand)))[0]?.value ?? 0;

    it("answers the brand's index on its origin, one child per locale and kind", async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const index = parseXml(response.body);
      expect(index.documentElement.tagName).toBe('sitemapindex');
      const locs = texts(index, 'loc');
      expect(locs).toContain(`${KERBSIDE}/sitemaps/de-de/products-1.xml`);
      expect(locs).toContain(`${KERBSIDE}/sitemaps/uk-en/categories-1.xml`);
      expect(locs).toContain(`${KERBSIDE}/sitemaps/us-en/pages-1.xml`);
      expect(locs).toHaveLength(LOCALE_CODES.length * 3);
      expect(texts(index, 'lastmod').every((date) => /^\d{4}-\d{2}-\d{2}/.test(date))).toBe(true);
      // The default brand's index is on PUBLIC_URL.
      expect(texts(parseXml((await get('/sitemap.xml', 'localhost:3000')).body), 'loc')[0]).toMatch(/^http:\/\/localhost:3000\/sitemaps\//);
    });

    it('lists every product of the brand with its alternates and lastmod, in the locale', async () => {
      const response = await get('/sitemaps/de-de/products-1.xml');
      expect(response.statusCode).toBe(200);
      const urlset = parseXml(response.body);
      expect(urlset.documentElement.tagName).toBe('urlset');
      const urls = [...urlset.getElementsByTagName('url')];
      expect(urls).toHaveLength(await countOf(products, 'kerbside'));
      const first = urls[0];
      const loc = first?.getElementsByTagName('loc')[0]?.textContent ?? '';
      expect(loc).toMatch(/^https:\/\/kerbside\.example\/de-de\/p\/[a-z0-9-]+-ks\d{4,6}$/);
      expect(first?.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const alternates = [...(first?.getElementsByTagName('xhtml:link') ?? [])];
      expect(alternates).toHaveLength(LOCALE_CODES.length + 1);
      const path = loc.replace(`${KERBSIDE}/de-de`, '');
      expect(alternates.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toContainEqual(['x-default', `${KERBSIDE}${path}`]);
      expect(alternates.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toContainEqual(['de-DE', loc]);
    });

    it('lists categories and pages; the pages answer 200 on the brand host', async () => {
      const categoryLocs = texts(parseXml((await get('/sitemaps/uk-en/categories-1.xml')).body), 'loc');
      expect(categoryLocs).toHaveLength(await countOf(categories, 'kerbside'));
      expect(categoryLocs.every((loc) => loc.startsWith(`${KERBSIDE}/c/`))).toBe(true);
      const pageLocs = texts(parseXml((await get('/sitemaps/uk-en/pages-1.xml')).body), 'loc');
      expect(pageLocs).toContain(`${KERBSIDE}/`);
      expect(pageLocs).toContain(`${KERBSIDE}/about-us`);
      expect(pageLocs).not.toContain(`${KERBSIDE}/search`);
      for (const loc of [...pageLocs, categoryLocs[0] ?? '']) {
        const answer = await get(loc.replace(KERBSIDE, '') || '/');
        expect(answer.statusCode, loc).toBe(200);
      }
    });

    it('answers 404 for a file that does not exist, whatever is asked', async () => {
      for (const url of [
        '/sitemaps/xx-xx/products-1.xml',
        '/sitemaps/de-de/products-99.xml',
        '/sitemaps/de-de/orders-1.xml',
        '/sitemaps/de-de/products-0.xml',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ message: expect.any(String) });
      }
    });

    it('regenerates after a catalogue change on the change feed', async () => {
      const before = await context.app.sitemaps.summary('kerbside');
      // Kept while nothing changes.
      expect((await context.app.sitemaps.summary('kerbside')).generatedAt).toBe(before.generatedAt);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await context.app.changes.publish({ kind: 'catalog', brand: 'kerbside' });
      const after = await context.app.sitemaps.summary('kerbside');
      expect(after.generatedAt > before.generatedAt).toBe(true);
      // Stock changes do not change which URLs exist: kept.
      await context.app.changes.publish({ kind: 'stock', productIds: ['KS1001'] });
      expect((await context.app.sitemaps.summary('kerbside')).generatedAt).toBe(after.generatedAt);
    });
  },
  { env: { BRAND_PUBLIC_URLS: `{"kerbside":"${KERBSIDE}"}` }, repoRoot: fixture.root },
);

describe('sitemap files', () => {
  it('splits a kind into files of at most the URL limit, and reads products a keyset page at a time', async () => {
    const listeners: ChangeListener[] = [];
    const asked: Array<string | undefined> = [];
    const all = Array.from({ length: 2500 }, (_, index) => ({
      productId: `KS${String(1000 + index)}`,
      categoryId: 'c1',
      path: `/p/shoe-ks${1000 + index}`,
      releasedOn: '2026-01-02',
    }));
    const service = createSitemapService({
      catalog: {
        sitemapProducts: async ({ afterId, limit }) => {
          asked.push(afterId);
          const start = afterId ? all.findIndex((product) => product.productId === afterId) + 1 : 0;
          return all.slice(start, start + limit);
        },
        sitemapCategories: async () => [{ id: 'c1', slug: 'shoes' }],
      },
      content: { listPages: async () => [{ slug: 'about-us', languages: ['en'] }] },
      changes: {
        publish: async (change: CatalogChange) => {
          for (const listener of listeners) listener(change);
        },
        subscribe: (listener) => {
          listeners.push(listener);
          return () => undefined;
        },
      },
      origins: { northbound: 'https://n.example', kerbside: KERBSIDE, fieldwear: 'https://f.example' },
      localePaths: { strategy: 'no_prefix', defaultLocale: 'uk-en' },
      alternateLinks: () => [{ hreflang: 'x-default', href: 'never used with no_prefix' }],
      urlsPerFile: 1000,
    });
    const summary = await service.summary('kerbside');
    expect(asked).toEqual([undefined, 'KS1999', 'KS2999']);
    expect(summary.files.filter((file) => file.kind === 'products').map((file) => file.urls)).toEqual([1000, 1000, 500]);
    // no_prefix: one country site, no alternates (every locale shares the URL).
    expect(new Set(summary.files.map((file) => file.locale))).toEqual(new Set(['uk-en']));
    const third = await service.file('kerbside', 'uk-en', 'products-3.xml');
    expect(texts(parseXml(third ?? ''), 'loc')).toHaveLength(500);
    expect(third).not.toContain('xhtml:link rel');
    const category = texts(parseXml((await service.file('kerbside', 'uk-en', 'categories-1.xml')) ?? ''), 'lastmod');
    expect(category).toEqual(['2026-01-02']);
  });
});
