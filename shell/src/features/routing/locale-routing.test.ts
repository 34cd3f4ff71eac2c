import { describe, expect, it } from 'vitest';
import { siteInfo } from '@sf/remote-contract';
import { routerBasename } from './locale-routing';
import { withCarriedQuery } from './use-shell-navigate';

describe('locale routing', () => {
  it('uses the locale prefix as the router basename per strategy', () => {
    expect(routerBasename('/de-de/p/x', siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default'))).toBe('/de-de');
    expect(routerBasename('/p/x', siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default'))).toBe('/');
    expect(routerBasename('/uk-en/cart', siteInfo('northbound', 'uk-en', 'uk-en', 'prefix'))).toBe('/uk-en');
    expect(routerBasename('/cart', siteInfo('northbound', 'fr-fr', 'uk-en', 'no_prefix'))).toBe('/');
  });

  it('carries siteId, cms, preview and enrollment_marketing_source to the next route (spec §2 rule 8)', () => {
    expect(withCarriedQuery('/cart', '?preview=1&utm=x&siteId=7')).toBe('/cart?siteId=7&preview=1');
    expect(withCarriedQuery('/c/men?preview=2', '?preview=1')).toBe('/c/men?preview=2');
  });
});
