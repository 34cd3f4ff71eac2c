import { screen } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { $consent } from '@sf/remote-contract';
import type { ProductSummary } from '@sf/contracts';
import { site } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { renderInShell } from '../../test/render';
import { othersThan, readRecentlyViewed, recordView } from './recently-viewed-storage';
import { RecentlyViewed } from './recently-viewed';

const summary = (productId: string): ProductSummary => ({
  productId,
  name: `Boot ${productId}`,
  path: `/p/boot-${productId.toLowerCase()}`,
  image: '/images/a.svg',
  picture: null,
  price: { list: { amount: 9900, currency: 'GBP' }, sale: null },
  colourCount: 1,
  badges: [],
  rating: null,
});
const ids = (count: number) => Array.from({ length: count }, (_, index) => `NB${2000 + index}`);

const FUNCTIONAL = { decided: true, required: true, performance: false, functional: true, targeting: false } as const;

describe('recently viewed', () => {
  beforeEach(() => {
    $consent.set({ ...FUNCTIONAL });
  });

  it('reads and writes nothing without functional consent (issue 24)', () => {
    $consent.set({ ...FUNCTIONAL, decided: false });
    expect(recordView(site, 'NB2001')).toEqual([]);
    expect(localStorage.getItem('sf-recently-viewed-northbound-gb')).toBeNull();
    $consent.set({ ...FUNCTIONAL, functional: false });
    expect(recordView(site, 'NB2001')).toEqual([]);
    localStorage.setItem('sf-recently-viewed-northbound-gb', '["NB2001"]');
    expect(readRecentlyViewed(site)).toEqual([]);
  });

  it('takes the list off the page as soon as functional consent is withdrawn', async () => {
    recordView(site, 'NB2002');
    stubApi([{ path: '/api/catalog/products', body: { items: [summary('NB2002')] } }]);
    renderInShell(<RecentlyViewed productId="NB1001" />);
    await screen.findByRole('region', { name: 'Recently viewed' });
    act(() => $consent.setKey('functional', false));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  });

  it('keeps the most recent first, once each, per site, and shows at most eight others', () => {
    for (const id of ids(10)) recordView(site, id);
    recordView(site, 'NB2003');
    const stored = readRecentlyViewed(site);
    expect(stored.slice(0, 3)).toEqual(['NB2003', 'NB2009', 'NB2008']);
    expect(stored).toHaveLength(9);
    expect(othersThan(stored, 'NB2003')).toEqual(['NB2009', 'NB2008', 'NB2007', 'NB2006', 'NB2005', 'NB2004', 'NB2002', 'NB2001']);
    expect(readRecentlyViewed({ brand: 'kerbside', country: 'GB' })).toEqual([]);
  });

  it('records the viewed product and lists the others from one products-by-id call', async () => {
    recordView(site, 'NB2001');
    recordView(site, 'NB2002');
    const api = stubApi([{ path: '/api/catalog/products', body: { items: [summary('NB2002'), summary('NB2001')] } }]);
    renderInShell(<RecentlyViewed productId="NB1001" />);
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect([...section.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['Boot NB2002', 'Boot NB2001']);
    expect(api.urls).toEqual(['/api/catalog/products?brand=northbound&locale=uk-en&ids=NB2002%2CNB2001']);
    expect(readRecentlyViewed(site)[0]).toBe('NB1001');
  });

  it('shows nothing and asks nothing on the first product seen', () => {
    const api = stubApi([]);
    const { container } = renderInShell(<RecentlyViewed productId="NB1001" />);
    expect(container.textContent).toBe('');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
