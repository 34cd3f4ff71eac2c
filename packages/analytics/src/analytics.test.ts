import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $site, siteInfo } from '@sf/remote-contract';
import { pushImpressions, pushPageData, pushProductClick, pushToDataLayer, redactPersonalData } from './index';

const germany = siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default');
const host = globalThis as { window?: { dataLayer?: unknown[] } };
const layer = () => host.window?.dataLayer ?? [];

beforeEach(() => {
  host.window = {};
  $site.set(germany);
});
afterEach(() => {
  delete host.window;
  $site.set(null);
  vi.restoreAllMocks();
});

describe('pushToDataLayer', () => {
  it('creates the queue when the tag manager has not loaded and keeps earlier entries', () => {
    pushToDataLayer({ event: 'a' });
    pushToDataLayer({ event: 'b' });
    expect(layer()).toEqual([{ event: 'a' }, { event: 'b' }]);
  });

  it('does nothing outside a browser', () => {
    delete host.window;
    expect(() => pushToDataLayer({ event: 'a' })).not.toThrow();
  });
});

describe('pushPageData', () => {
  it('pushes loadPageData with the country, language and currency of $site', () => {
    pushPageData({
      pageType: 'Search',
      pageName: 'Search',
      pageTitle: 'Search results | Northbound',
      searchTerm: 'hikng boots',
      adjustedTerm: 'hiking boots',
      searchType: 'click',
      searchResults: 42,
    });
    expect(layer()).toEqual([
      {
        event: 'loadPageData',
        page: {
          pageType: 'Search',
          pageName: 'Search',
          pageTitle: 'Search results | Northbound',
          breadcrumb: '',
          categoryId: null,
          countryCode: 'DE',
          language: 'de',
          currencyCode: 'EUR',
          searchTerm: 'hikng boots',
          adjustedTerm: 'hiking boots',
          searchType: 'click',
          searchResults: 42,
          sourceId: null,
        },
      },
    ]);
  });

  it('joins the breadcrumb and prefers the site it is given', () => {
    const uk = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
    pushPageData({ pageType: 'PLP', pageName: 'PLP:women/boots', pageTitle: 'Boots', breadcrumb: ['Women', 'Boots'], categoryId: 'c2', searchResults: 30 }, uk);
    expect(layer()[0]).toMatchObject({
      page: { breadcrumb: 'Women > Boots', categoryId: 'c2', countryCode: 'GB', currencyCode: 'GBP', searchResults: 30, searchType: null },
    });
  });

  it('never pushes an e-mail address or a long number typed as a search term', () => {
    pushPageData({ pageType: 'Search', pageName: 'Search', pageTitle: 'jane.doe@example.com', searchTerm: 'boots jane.doe@example.com +44 7700 900123' });
    const page = (layer()[0] as { page: Record<string, unknown> }).page;
    expect(page.searchTerm).toBe('boots [redacted] [redacted]');
    expect(JSON.stringify(layer())).not.toMatch(/example\.com|7700/);
  });

  it('skips the push (with a warning) when no site is known', () => {
    $site.set(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pushPageData({ pageType: 'PLP', pageName: 'PLP', pageTitle: 'x' });
    expect(layer()).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('product list events', () => {
  const boot = { id: 'NB1001', name: 'Ridge Hiker Boot', price: { amount: 11900, currency: 'EUR' as const } };

  it('pushes impressions with prices in major units, the list, sort and filters', () => {
    pushImpressions({
      list: 'PLP:women/boots',
      sort: 'price-asc',
      filters: { size: ['6', '5'], colour: ['black'] },
      items: [
        { ...boot, position: 25 },
        { id: 'NB1002', name: 'Trail Runner', price: { amount: 8950, currency: 'EUR' }, position: 26 },
      ],
    });
    expect(layer()).toEqual([
      {
        event: 'productImpressions',
        ecommerce: {
          currencyCode: 'EUR',
          impressions: [
            { id: 'NB1001', name: 'Ridge Hiker Boot', price: 119, list: 'PLP:women/boots', position: 25 },
            { id: 'NB1002', name: 'Trail Runner', price: 89.5, list: 'PLP:women/boots', position: 26 },
          ],
        },
        listing: { list: 'PLP:women/boots', sort: 'price-asc', filters: 'colour:black|size:5,6', layout: 'grid' },
      },
    ]);
  });

  it('pushes nothing for an empty slice', () => {
    pushImpressions({ list: 'Search', items: [] });
    expect(layer()).toEqual([]);
  });

  it('pushes a product click with its position and the list context', () => {
    pushProductClick({ list: 'Search', item: boot, position: 3, sort: 'recommended', filters: {} });
    expect(layer()).toEqual([
      {
        event: 'productClick',
        ecommerce: {
          currencyCode: 'EUR',
          click: { actionField: { list: 'Search' }, products: [{ id: 'NB1001', name: 'Ridge Hiker Boot', price: 119, list: 'Search', position: 3 }] },
        },
        listing: { list: 'Search', sort: 'recommended', filters: '', layout: 'grid' },
      },
    ]);
  });
});

describe('redactPersonalData', () => {
  it('keeps ordinary terms, sizes and prices', () => {
    expect(redactPersonalData('gore-tex boots size 42 under 120')).toBe('gore-tex boots size 42 under 120');
    expect(redactPersonalData('4111 1111 1111 1111')).toBe('[redacted]');
  });
});
