import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_QUERY_MAX } from '@sf/contracts';
import { stubApi } from '../../testing/fake-api';
import { createStoresApi, storeQueryOf } from './stores-api';

describe('stores api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the site, the search and a coarse point', async () => {
    const { urls } = stubApi({ '/api/stores': { status: 200, body: { stores: [], query: null, near: null } } });
    const api = createStoresApi({ brand: 'kerbside', locale: 'de-de' });
    await api.list({});
    await api.list({ q: 'Köln' });
    await api.list({ q: 'Köln', near: { latitude: 50.938_361, longitude: 6.959_974 } });
    expect(urls).toEqual([
      '/api/stores?brand=kerbside&locale=de-de',
      '/api/stores?brand=kerbside&locale=de-de&q=K%C3%B6ln',
      '/api/stores?brand=kerbside&locale=de-de&q=K%C3%B6ln&lat=50.938&lng=6.96',
    ]);
  });

  it('reads the search of a page URL as the edge does', () => {
    expect(storeQueryOf({})).toBeUndefined();
    expect(storeQueryOf({ q: '   ' })).toBeUndefined();
    expect(storeQueryOf({ q: ' Leeds ' })).toBe('Leeds');
    expect(storeQueryOf({ q: 'x'.repeat(STORE_QUERY_MAX) })).toHaveLength(STORE_QUERY_MAX);
    expect(storeQueryOf({ q: 'x'.repeat(STORE_QUERY_MAX + 1) })).toBeUndefined();
  });
});
