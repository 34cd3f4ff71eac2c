import { afterAll, beforeAll, expect, it } from 'vitest';
import { PICTURE_SIZES, type ProductDetail, type ProductList } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { createRepoFixture } from '../../test/test-app';

const fixture = createRepoFixture({
  'shell/dist/index.html': '<!doctype html><html lang="__SF_LANG__"><head><!--sf:head--></head><body><div id="root"></div><!--sf:state--></body></html>',
  'shell/dist/build-info.json': JSON.stringify({ buildId: 'shell-build-7' }),
});
afterAll(() => fixture.cleanup());

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

describeDatabases(
  'lead picture preload',
  (context) => {
    const get = (url: string) => context.app.inject({ method: 'GET', url });
    let product: ProductDetail;
    beforeAll(async () => {
      product = (await get('/api/catalog/products/NB1001?brand=northbound&locale=uk-en')).json() as ProductDetail;
    });

    it('preloads the product page main photo as AVIF with the srcset and sizes the gallery renders', async () => {
      const [first] = product.colours;
      const preloads = imagePreloads((await get(product.path)).body);
      expect(preloads).toEqual([
        `<link rel="preload" as="image" type="image/avif" imagesrcset="${first?.picture?.srcset.avif}" imagesizes="${escapeAttribute(PICTURE_SIZES.productGallery)}" fetchpriority="high">`,
      ]);
    });

    it('preloads the colour the URL names', async () => {
      const last = product.colours.at(-1);
      expect(last?.code).not.toBe(product.colours[0]?.code);
      const [preload] = imagePreloads((await get(`${product.path}/${last?.code}`)).body);
      expect(preload).toContain(`imagesrcset="${last?.picture?.srcset.avif}"`);
    });

    it("preloads a listing's first card photo, and nothing on pages without one", async () => {
      const list = (await get('/api/listing/category/women/boots?brand=northbound&locale=uk-en')).json() as ProductList;
      const [preload] = imagePreloads((await get('/c/women/boots')).body);
      expect(preload).toContain(`imagesrcset="${list.items[0]?.picture?.srcset.avif}"`);
      expect(preload).toContain(`imagesizes="${PICTURE_SIZES.productCard}"`);
      expect(imagePreloads((await get('/cart')).body)).toEqual([]);
      expect(imagePreloads((await get('/p/no-such-product-nb9999')).body)).toEqual([]);
    });
  },
  { repoRoot: fixture.root },
);
