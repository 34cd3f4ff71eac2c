/**
 * Server rendering through the real builds (issue 13): the shell's server bundle and the remotes' Node entries, as
 * `npm run build` leaves them, copied into a repo fixture. The edge must put the page's content in the HTML, tell
 * the browser to hydrate, and contain a remote that fails on the server to its own slot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ProductDetail } from '@sf/contracts';
import { built, openSsrSetup, rootOf, stateOf } from '../../test/ssr-fixture';

describe.skipIf(!built)('server-rendered documents (needs `npm run build`)', () => {
  let setup: Awaited<ReturnType<typeof openSsrSetup>>;
  let app: FastifyInstance;
  let product: ProductDetail;

  beforeAll(async () => {
    setup = await openSsrSetup();
    app = await setup.app();
    product = (await app.inject({ url: '/api/catalog/products/NB1001?brand=northbound&locale=uk-en' })).json() as ProductDetail;
  }, 60_000);
  afterAll(async () => setup?.close());

  it('puts the product page in the HTML: name, price, image, and the shell around it, and asks the browser to hydrate', async () => {
    const response = await app.inject({ url: product.path });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain(`>${product.name}</h1>`);
    expect(root).toMatch(/<img [^>]*alt="[^"]+"/);
    expect(root).toContain('data-ssr-slot="mfe_catalog/ProductPage"');
    // The shell's header (with the server-rendered search box) and footer links are there too.
    expect(root).toContain('data-ssr-slot="mfe_catalog/SearchBox"');
    expect(root).toContain('data-ssr-slot="mfe_content_help/FooterLinks"');
    expect(root).toMatch(/<footer[^>]*>.*href="[^"#]+"/s);
    // Personal parts are left to the browser: the basket count is the anonymous 0, the account entry is not rendered.
    expect(root).toContain('aria-label="Basket, 0 items"');
    expect(root).toMatch(/data-testid="header-cart-count"[^>]*>0</);
    expect(root).not.toContain('data-ssr-slot="mfe_account');
    const state = stateOf(response.body);
    expect(state.serverRendered).toBe(true);
    expect(state.footerNavigation?.links.length).toBeGreaterThan(0);
  });

  it('renders the category page with product names and prices', async () => {
    const response = await app.inject({ url: '/c/men' });
    const root = rootOf(response.body);
    expect(root).toContain('data-ssr-slot="mfe_catalog/CategoryPage"');
    expect(root.match(/href="\/p\/[^"]+"/g)?.length ?? 0).toBeGreaterThan(5);
    expect(root).toMatch(/£\d/);
  });

  it('renders German pages in German next to English ones (one process serves every site)', async () => {
    const [german, english] = await Promise.all([app.inject({ url: '/de-de/c/men' }), app.inject({ url: '/c/men' })]);
    expect(stateOf(german.body).site.locale).toBe('de-de');
    expect(german.body).toContain('<html lang="de-DE"');
    expect(rootOf(german.body).includes('aria-label="Warenkorb, 0 Artikel"'), 'German header').toBe(true);
    expect(rootOf(english.body).includes('aria-label="Basket, 0 items"'), 'English header').toBe(true);
  });

  it('leaves account pages to the browser but still renders the shell', async () => {
    const response = await app.inject({ url: '/sign-in' });
    const root = rootOf(response.body);
    expect(root).toContain('<header');
    expect(root).not.toContain('data-ssr-slot="mfe_account');
  });
});
