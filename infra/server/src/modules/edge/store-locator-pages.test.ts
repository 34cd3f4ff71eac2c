import { afterAll, expect, it } from 'vitest';
import { STORE_QUERY_MAX, type LocationSelector, type StoreList } from '@sf/contracts';
import { routeDataKey } from '@sf/remote-contract';
import { describeDatabases } from '../../test/databases';
import { createRepoFixture } from '../../test/test-app';
import { BARE_SHELL_FILES, documentStateOf } from '../../test/document-state';
import { documentKey } from './html-cache';
import { escapeHtml } from './html';

const fixture = createRepoFixture(BARE_SHELL_FILES);
afterAll(() => fixture.cleanup());

const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

it('keys the cached /stores page by its search', () => {
  expect(documentKey('northbound', 'uk-en', '/stores', 'q=berlin')).not.toBe(documentKey('northbound', 'uk-en', '/stores', ''));
  expect(documentKey('northbound', 'uk-en', '/store-locator', 'q=berlin')).not.toBe(documentKey('northbound', 'uk-en', '/store-locator', 'q=hamburg'));
});

describeDatabases(
  'edge first data of the store locator and the location selector',
  (context) => {
    const page = (url: string, host = 'localhost') => context.app.inject({ method: 'GET', url, headers: { host } });
    const api = async <T>(url: string): Promise<T> => (await context.app.inject({ method: 'GET', url })).json() as T;

    it.each(['/stores', '/store-locator'])('inlines the site’s stores on %s, titled from the content texts, canonical /stores', async (path) => {
      const response = await page(path);
      expect(response.statusCode).toBe(200);
      const state = documentStateOf(response.body);
      expect(state.initialData?.key).toBe(routeDataKey({ path, query: {} }));
      expect(state.initialData?.data).toEqual(await api<StoreList>('/api/stores?brand=northbound&locale=uk-en'));
      const list = state.initialData?.data as StoreList;
      expect(list.stores.length).toBeGreaterThanOrEqual(3);
      expect(list.query).toBeNull();
      expect(state.i18n.texts['stores.title']).toBe('Find a store');
      expect(titleOf(response.body)).toBe('Find a store | Northbound');
      expect(response.body).toContain(`<meta name="description" content="${escapeHtml(state.i18n.texts['stores.intro'] ?? '')}">`);
      expect(canonicalOf(response.body)).toBe('http://localhost:3000/stores');
    });

    it('inlines the stores matching ?q= for the brand and locale of the document', async () => {
      const response = await page('/de-de/store-locator?q=Berlin', 'kerbside.localhost');
      expect(response.statusCode).toBe(200);
      const state = documentStateOf(response.body);
      expect(state.initialData?.key).toBe(routeDataKey({ path: '/store-locator', query: { q: 'Berlin' } }));
      const list = state.initialData?.data as StoreList;
      expect(list.query).toBe('Berlin');
      expect(list.stores.map((store) => store.id)).toEqual(['kerbside-de-berlin-kreuzberg']);
      expect(list.stores[0]?.distanceKm).toBeNull();
      expect(list.near).toBeNull();
      expect(canonicalOf(response.body)).toBe('http://kerbside.localhost:3000/de-de/stores');
      expect(titleOf(response.body)).toMatch(/ \| Kerbside$/);
    });

    it('lists every store when ?q= is blank or longer than the API takes (no search, no error)', async () => {
      const all = await api<StoreList>('/api/stores?brand=northbound&locale=uk-en');
      for (const q of ['%20%20', 'x'.repeat(STORE_QUERY_MAX + 1)]) {
        const response = await page(`/stores?q=${q}`);
        expect(response.statusCode).toBe(200);
        expect(documentStateOf(response.body).initialData?.data).toEqual(all);
      }
    });

    it('inlines the country list on /location-selector, the same as the platform endpoint', async () => {
      const response = await page('/fr-fr/location-selector', 'fieldwear.localhost');
      expect(response.statusCode).toBe(200);
      const state = documentStateOf(response.body);
      const countries = state.initialData?.data as LocationSelector;
      // Each country entry names the brand's own host (issue 24), so the endpoint is asked on the same brand's host.
      const endpoint = await context.app.inject({ method: 'GET', url: '/fapi/pages/location-selector', headers: { host: 'fieldwear.localhost' } });
      expect(countries).toEqual(endpoint.json() as LocationSelector);
      expect(countries.map((entry) => entry.countryCode)).toContain('CA');
      expect(titleOf(response.body)).toBe(escapeHtml(`${state.i18n.texts['content.locationSelectorTitle'] ?? 'Choose your country or region'} | Fieldwear`));
      expect(canonicalOf(response.body)).toBe('http://fieldwear.localhost:3000/fr-fr/location-selector');
    });
  },
  { repoRoot: fixture.root },
);
