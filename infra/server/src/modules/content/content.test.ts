import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CmsPage, ContentAsset, Navigation } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { navigations } from './tables';

describeDatabases('content API', (context) => {
  const get = async <T>(url: string, status = 200): Promise<T> => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };

  it.each(['about-us', 'privacy-policy', 'faq', 'delivery', 'help', 'terms-and-conditions'])('serves the %s page', async (slug) => {
    const page = await get<CmsPage>(`/api/content/pages/${slug}?brand=northbound&locale=uk-en`);
    expect(page.slug).toBe(slug);
    expect(page.blocks.length).toBeGreaterThan(0);
  });

  it('uses the brand name and the locale language, falling back to English', async () => {
    const german = await get<CmsPage>('/api/content/pages/about-us?brand=kerbside&locale=at-de');
    expect(german.title).toBe('Über Kerbside');
    // Issue 25: about-us is written in every big language now; delivery is still English-only.
    const fallback = await get<CmsPage>('/api/content/pages/delivery?brand=northbound&locale=it-it');
    expect(fallback.title).toBe('Delivery');
    expect(fallback.description).toBe('Delivery options, costs and times for Northbound orders.');
    expect(JSON.stringify(fallback)).not.toContain('{brand}');
  });

  it('answers 404 for unknown pages and 400 for slugs with a file extension', async () => {
    expect((await get<{ message: string }>('/api/content/pages/nowhere?brand=northbound&locale=uk-en', 404)).message).toBe('Page not found: /nowhere');
    await get('/api/content/pages/faq.json?brand=northbound&locale=uk-en', 400);
  });

  it('serves content assets for the content dialog', async () => {
    const asset = await get<ContentAsset>('/api/content/assets/returns-policy?brand=northbound&locale=uk-en');
    expect(asset).toMatchObject({ id: 'returns-policy', size: 'md' });
    await get<ContentAsset>('/api/content/assets/size-guide?brand=kerbside&locale=fr-fr');
    await get('/api/content/assets/unknown?brand=kerbside&locale=fr-fr', 404);
  });

  it('serves the footer navigation in the locale language', async () => {
    const footer = await get<Navigation>('/api/content/navigation/footer?brand=northbound&locale=nl-nl');
    expect(footer.links.map((link) => link.href)).toEqual(['/help', '/faq', '/delivery', '/stores', '/about-us', '/privacy-policy', '/terms-and-conditions']);
    expect(footer.links[3]?.label).toBe('Winkel zoeken');
    expect(footer.links[4]?.label).toBe('Over ons');
    await get('/api/content/navigation/header?brand=northbound&locale=nl-nl', 404);
  });

  it('adds "Find a store" once to a footer seeded before the store locator, after Delivery, in its language', async () => {
    const migration = readFileSync(new URL('../../../drizzle/0020_footer-stores-link.sql', import.meta.url), 'utf8');
    const footer = (language: string) => and(eq(navigations.key, 'footer'), eq(navigations.language, language));
    const hrefsOf = async (language: string) => (await context.db.select().from(navigations).where(footer(language)))[0]?.links ?? [];
    const before = await hrefsOf('de');
    // As the footer was seeded before /stores existed; Polish keeps a merchant's own store link.
    await context.db
      .update(navigations)
      .set({ links: before.filter((link) => link.href !== '/stores') })
      .where(footer('de'));
    await context.db
      .update(navigations)
      .set({ links: [{ label: 'Nasze sklepy', href: '/stores' }] })
      .where(footer('pl'));
    await context.db.execute(sql.raw(migration));
    await context.db.execute(sql.raw(migration));
    expect(await hrefsOf('de')).toEqual(before);
    expect((await hrefsOf('de'))[3]).toEqual({ label: 'Filiale finden', href: '/stores' });
    expect(await hrefsOf('pl')).toEqual([{ label: 'Nasze sklepy', href: '/stores' }]);
  });
});
