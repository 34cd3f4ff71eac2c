/**
 * Issue 25: the store pages' documents. /find-in-store/{productId} inlines the product's sizes and, with ?place=, the
 * nearest stores; /stores/{storeId} inlines the store and writes its ShoeStore JSON-LD into the head; ids of another
 * brand or country, or of nothing, are 404.
 */
import { afterAll, expect, it } from 'vitest';
import { routeDataKey } from '@sf/remote-contract';
import type { FindInStoreData, StoreDetailData } from '@sf/contracts/store-pickup';
import { describeDatabases } from '../../test/databases';
import { BARE_SHELL_FILES, documentStateOf } from '../../test/document-state';
import { createRepoFixture } from '../../test/test-app';

const fixture = createRepoFixture(BARE_SHELL_FILES);
afterAll(() => fixture.cleanup());

const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];

describeDatabases(
  'edge first data of the find-in-store and store pages',
  (context) => {
    const page = (url: string, host = 'localhost') => context.app.inject({ method: 'GET', url, headers: { host } });

    it('inlines the product sizes and the stores nearest the typed place on /find-in-store', async () => {
      const response = await page('/find-in-store/NB1001?place=M1%201AE');
      expect(response.statusCode).toBe(200);
      const state = documentStateOf(response.body);
      expect(state.initialData?.key).toBe(routeDataKey({ path: '/find-in-store/NB1001', query: { place: 'M1 1AE' } }));
      const data = state.initialData?.data as FindInStoreData;
      expect(data.product.productId).toBe('NB1001');
      expect(data.product.variants.length).toBeGreaterThan(0);
      expect(data.nearby?.unit).toBe('mi');
      expect(data.nearby?.stores[0]?.id).toBe('northbound-gb-manchester');
      expect(state.i18n.texts['store-pickup.findInStore.title']).toBe('Find in store');
      expect(titleOf(response.body)).toMatch(/^Find in store: .+ \| Northbound$/);
      const bare = documentStateOf((await page('/find-in-store/NB1001')).body).initialData?.data as FindInStoreData;
      expect(bare.nearby).toBeNull();
      expect((await page('/find-in-store/NB9999')).statusCode).toBe(404);
      expect((await page('/find-in-store/not-an-id')).statusCode).toBe(404);
    });

    it('renders a store page with its ShoeStore JSON-LD, and 404s for a store of another brand or country', async () => {
      const response = await page('/de-de/stores/kerbside-de-koln', 'kerbside.localhost');
      expect(response.statusCode).toBe(200);
      const data = documentStateOf(response.body).initialData?.data as StoreDetailData;
      expect(data).toMatchObject({ id: 'kerbside-de-koln', timeZone: 'Europe/Berlin' });
      expect(data.country.stores.map((store) => store.id)).toContain('kerbside-de-berlin-kreuzberg');
      const scripts = [...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? 'null'));
      const store = scripts.find((script) => script['@type'] === 'ShoeStore');
      expect(store).toMatchObject({
        name: 'Kerbside Köln',
        telephone: '+49 221 25871640',
        address: { '@type': 'PostalAddress', streetAddress: 'Ehrenstraße 40', postalCode: '50672', addressCountry: 'DE' },
      });
      expect(store.openingHoursSpecification).toHaveLength(6);
      expect(titleOf(response.body)).toBe('Kerbside Köln | Kerbside');
      expect((await page('/de-de/stores/northbound-de-munchen', 'kerbside.localhost')).statusCode).toBe(404);
      expect((await page('/stores/kerbside-de-koln', 'kerbside.localhost')).statusCode).toBe(404);
      expect((await page('/stores/nowhere-at-all')).statusCode).toBe(404);
    });
  },
  { repoRoot: fixture.root },
);
