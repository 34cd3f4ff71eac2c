import { afterAll, expect, it } from 'vitest';
import { describeDatabases } from '../../test/databases';
import { createRepoFixture } from '../../test/test-app';
import { BARE_SHELL_FILES, documentStateOf } from '../../test/document-state';

const fixture = createRepoFixture(BARE_SHELL_FILES);
afterAll(() => fixture.cleanup());

/** Keys of namespaces that only some pages read. */
const PAGE_ONLY = /^(catalog|stores|order-status|newsletter-page|newsletter-preference|newsletter-mail|identity-mail|orders)\./;

describeDatabases(
  'texts a document inlines (issue 13: the shell, the header and footer widgets and the route’s page, nothing else)',
  (context) => {
    const textsOf = async (url: string) => documentStateOf((await context.app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).body).i18n;

    it('the cart page carries the search box’s and the footer’s texts, not the catalogue’s or another page’s', async () => {
      const cart = await textsOf('/cart');
      expect(cart.namespaces).toEqual(expect.arrayContaining(['shell', 'search-box', 'content', 'newsletter', 'cart']));
      expect(cart.texts['search-box.label']).toBe('Search products');
      expect(cart.texts['newsletter.footerHeading']).toBeTruthy();
      expect(Object.keys(cart.texts).filter((key) => PAGE_ONLY.test(key))).toEqual([]);
    });

    it('a catalogue page carries the catalogue’s texts; the store locator its own', async () => {
      const home = await textsOf('/');
      expect(home.namespaces).toEqual(expect.arrayContaining(['catalog', 'search-box']));
      expect(home.namespaces).not.toContain('stores');
      const stores = await textsOf('/stores');
      expect(stores.namespaces).toEqual(expect.arrayContaining(['stores', 'content']));
      expect(stores.namespaces).not.toContain('catalog');
      expect(stores.texts['stores.title']).toBe('Find a store');
    });
  },
  { repoRoot: fixture.root },
);
