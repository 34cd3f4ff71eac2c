import { afterAll, expect, it } from 'vitest';
import type { Looks, ProductDetail, SizeCharts } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { createRepoFixture } from '../../test/test-app';
import { BARE_SHELL_FILES, documentStateOf } from '../../test/document-state';

const fixture = createRepoFixture(BARE_SHELL_FILES);
afterAll(() => fixture.cleanup());

describeDatabases(
  'edge first data of looks, size charts and the PDP head',
  (context) => {
    const page = (url: string, host = 'localhost') => context.app.inject({ method: 'GET', url, headers: { host } });

    it('inlines the looks of the brand on /get-the-look, titled in the locale language', async () => {
      const response = await page('/de-de/get-the-look', 'fieldwear.localhost');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('| Fieldwear</title>');
      const looks = documentStateOf(response.body).initialData?.data as Looks;
      expect(looks.looks.map((look) => look.name)).toContain('Regen am Grat');
      expect(looks.looks[0]?.hotspots[0]?.product.productId).toMatch(/^FW\d+$/);
    });

    it('inlines the size charts on /size-chart with the locale size system first', async () => {
      const response = await page('/us-en/size-chart');
      expect(response.statusCode).toBe(200);
      const { charts } = documentStateOf(response.body).initialData!.data as SizeCharts;
      expect(charts.map((chart) => chart.id)).toEqual(['women-shoes', 'men-shoes', 'kids-shoes']);
      expect(charts[0]?.columns[0]).toBe('US');
    });

    it('puts the localised product with per-colour availability and its rating into the PDP JSON-LD', async () => {
      const product = (await page('/api/catalog/products/NB1001?brand=northbound&locale=fr-fr')).json() as ProductDetail;
      const html = (await page(`/fr-fr${product.path}`)).body;
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown> & {
        offers: Array<Record<string, string>>;
      };
      expect(jsonLd.name).toBe(product.name);
      expect(jsonLd.offers).toHaveLength(product.colours.length);
      expect(jsonLd.offers[0]?.priceCurrency).toBe('EUR');
      const inStock = product.variants.some((variant) => variant.colour === product.colours[0]?.code && variant.inStock);
      expect(jsonLd.offers[0]?.availability).toBe(inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
      if (product.rating) expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: product.rating.average.toFixed(1), reviewCount: product.rating.count });
      else expect(jsonLd.aggregateRating).toBeUndefined();
    });
  },
  { repoRoot: fixture.root },
);
