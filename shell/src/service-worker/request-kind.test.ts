import { describe, expect, it } from 'vitest';
import { localeOfPath, requestKind } from './request-kind';

const kind = (path: string, method = 'GET', mode = 'cors', destination = '') => requestKind(new URL(path, 'http://localhost'), method, mode, destination);

describe('service worker caching rules', () => {
  it('serves EMEA pages (kept for offline), private pages from the network only, and leaves North American pages alone', () => {
    expect(kind('/p/ridge-trek-boot-nb1001', 'GET', 'navigate')).toBe('page');
    expect(kind('/de-de/c/women', 'GET', 'navigate')).toBe('page');
    expect(kind('/checkout', 'GET', 'navigate')).toBe('private-page');
    expect(kind('/fr-fr/account/orders', 'GET', 'navigate')).toBe('private-page');
    expect(kind('/us-en/p/x', 'GET', 'navigate')).toBe('na-page');
    expect(kind('/ca-fr', 'GET', 'navigate')).toBe('na-page');
  });

  it('sorts requests: images, chunks, catalogue reads, basket and favourites, basket line changes, the rest', () => {
    expect(kind('/images/products/NB1001/1-640.avif')).toBe('image');
    expect(kind('/remotes/mfe-catalog/1153.4b92a074.js')).toBe('static');
    expect(kind('/api/catalog/products/NB1001?brand=northbound&locale=uk-en')).toBe('catalogue-api');
    expect(kind('/api/search?q=boots')).toBe('catalogue-api');
    expect(kind('/fapi/i18n/uk-en')).toBe('catalogue-api');
    expect(kind('/api/baskets/b1')).toBe('basket-read');
    expect(kind('/api/favorites')).toBe('favourites-read');
    expect(kind('/api/baskets/b1/items', 'POST')).toBe('basket-change');
    expect(kind('/api/baskets/b1/items/i1', 'PATCH')).toBe('basket-change');
    expect(kind('/api/baskets/b1/items/i1', 'DELETE')).toBe('basket-change');
    expect(kind('/api/baskets/b1/coupons', 'POST')).toBe('network-only');
    expect(kind('/api/checkout/orders', 'POST')).toBe('network-only');
    expect(kind('/api/account/profile')).toBe('network-only');
  });

  it('reads the locale prefix', () => {
    expect(localeOfPath('/de-de/p/x')).toBe('de-de');
    expect(localeOfPath('/p/x')).toBeNull();
    expect(localeOfPath('/xx-yy/p')).toBeNull();
  });
});
