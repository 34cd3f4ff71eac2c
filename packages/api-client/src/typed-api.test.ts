import { describe, expect, it, vi } from 'vitest';
import { createTypedApiClient, expandPath } from './typed-api';

describe('expandPath', () => {
  it('encodes each parameter, and keeps the slashes of a trailing wildcard {path}', () => {
    expect(expandPath('/api/baskets/{basketId}/items/{itemId}', { basketId: 'a b', itemId: 'x/y' })).toBe('/api/baskets/a%20b/items/x%2Fy');
    expect(expandPath('/api/content/pages/{path}', { path: 'help/ü ber' })).toBe('/api/content/pages/help/%C3%BC%20ber');
  });

  it('refuses a template whose parameter is missing', () => {
    expect(() => expandPath('/api/baskets/{basketId}', {})).toThrow('Missing path parameter "basketId"');
  });
});

describe('createTypedApiClient', () => {
  it('sends path, query and body through the one transport', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{"basketId":"b"}', { headers: { 'content-type': 'application/json' } }),
    );
    const api = createTypedApiClient({ fetch, defaultQuery: () => ({ brand: 'northbound', locale: 'uk-en' }) });
    await api.patch('/api/baskets/{basketId}/items/{itemId}', { path: { basketId: 'b', itemId: 'i' }, body: { quantity: 2 } });
    await api.get('/api/search', { query: { q: 'boot' } });
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url} ${init?.body ?? ''}`)).toEqual([
      'PATCH /api/baskets/b/items/i?brand=northbound&locale=uk-en {"quantity":2}',
      'GET /api/search?brand=northbound&locale=uk-en&q=boot ',
    ]);
  });
});
