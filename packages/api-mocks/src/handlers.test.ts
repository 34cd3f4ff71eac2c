import { describe, expect, it } from 'vitest';
import { mockFixture } from './fixtures';
import type { MockScenario } from './scenario';
import { recordedApi } from './testing';

async function get(path: string, scenario: MockScenario = {}, slowMs = 50): Promise<Response> {
  const response = await recordedApi({ scenario: () => scenario, slowMs })(new URL(path, 'http://dev.test'), { method: 'GET' });
  if (!response) throw new Error(`no handler answered ${path}`);
  return response;
}

describe('mock handlers', () => {
  it('answer the recorded fixture of any id, slug or origin', async () => {
    const response = await get('/api/catalog/products/NB9999?brand=northbound&locale=uk-en');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(mockFixture('catalog-product'));
    expect((await get('/api/listing/category/men/trainers')).status).toBe(200);
  });

  it('tell a help topic from one of its articles, and answer any nested CMS page', async () => {
    expect(await (await get('/api/help/topics/returns')).json()).toEqual(mockFixture('help-topic'));
    expect(await (await get('/api/help/topics/returns/refund-times')).json()).toEqual(mockFixture('help-article'));
    expect(await (await get('/api/content/pages/careers/stores')).json()).toEqual(mockFixture('content-page'));
    expect((await get('/api/stores/NB-LON-1')).status).toBe(501);
  });

  it('answer products by id with the recorded ones asked for', async () => {
    const [first, second] = mockFixture('catalog-products').items;
    const response = await get(`/api/catalog/products?ids=${second?.productId},XX0000,${first?.productId}`);
    expect(((await response.json()) as { items: Array<{ productId: string }> }).items.map((item) => item.productId)).toEqual([
      first?.productId,
      second?.productId,
    ]);
  });

  it('switch one call to fail with the server error shape, leaving others alone', async () => {
    const scenario: MockScenario = { 'catalog-listing': 'error' };
    const failed = await get('/api/listing/category/women/boots', scenario);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ statusCode: 500, message: 'mock: catalog-listing is switched to fail' });
    expect((await get('/api/catalog/categories', scenario)).status).toBe(200);
  });

  it('answer an empty listing, or 404 where an endpoint has no empty form', async () => {
    const listing = await get('/api/listing/category/women/boots', { 'catalog-listing': 'empty' });
    expect(await listing.json()).toMatchObject({ items: [], total: 0, facets: [] });
    expect((await get('/api/catalog/products/NB1001', { '*': 'empty' })).status).toBe(404);
  });

  it('delay a slow call', async () => {
    const started = Date.now();
    expect((await get('/api/search?q=boots', { 'catalog-search': 'slow' }, 200)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('answer 501 naming an API call that has no fixture', async () => {
    const response = await recordedApi()(new URL('http://dev.test/api/baskets'), { method: 'POST', body: '{}' });
    expect(response?.status).toBe(501);
    expect(await response?.json()).toMatchObject({ message: 'mock: no fixture for POST /api/baskets' });
  });
});
