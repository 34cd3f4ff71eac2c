import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fake-api';
import { createStoresApi } from './stores-api';

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
});
