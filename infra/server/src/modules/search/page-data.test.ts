import { expect, it } from 'vitest';
import type { CollectionListing, ProductList, SearchResult } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { loadPage } from '../edge/page-data';
import { matchRoute } from '../edge/route-match';

describeDatabases('edge first data of listing pages', (context) => {
  const load = (path: string, query: Record<string, string> = {}, locale: 'uk-en' | 'de-de' = 'uk-en') => {
    const { app } = context;
    return loadPage(
      {
        catalog: app.catalog,
        content: app.content,
        i18n: app.i18n,
        listings: app.listings,
        stores: app.stores,
        geo: app.geo,
        reviews: app.reviews,
        help: app.helpCentre,
      },
      { brand: 'northbound', locale },
      path,
      matchRoute(path),
      query,
    );
  };

  it('inlines the category view of the page URL: filters, sort and every loaded page; canonical is the unfiltered path', async () => {
    const page = await load('/c/women', { colour: 'black', sort: 'price-asc', page: '2', size: '<bad>' });
    const list = page.data as ProductList;
    expect(page.status).toBe(200);
    expect(page.meta).toMatchObject({ title: 'Women | Northbound', canonicalPath: '/c/women' });
    expect(list).toMatchObject({ sort: 'price-asc', offset: 0, limit: 48 });
    expect(list.facets.find((facet) => facet.id === 'colour')?.values.find((value) => value.value === 'black')?.selected).toBe(true);
    // An invalid facet value in a page URL is dropped, not an error.
    expect(list.facets.find((facet) => facet.id === 'size')?.values.some((value) => value.selected)).toBe(false);
    expect((await load('/c/women/sandals')).status).toBe(404);
  });

  it('inlines search results (adjusted term included), and an empty result page without a term', async () => {
    const page = await load('/search', { q: 'hikng boot' });
    expect(page.meta).toMatchObject({ title: 'Search: hikng boot | Northbound', canonicalPath: '/search' });
    expect((page.data as SearchResult).adjustedTerm).toBe('hiking boot');
    const empty = await load('/search');
    expect(empty.status).toBe(200);
    expect(empty.data).toMatchObject({ term: '', total: 0, items: [], facets: [] });
    expect(empty.meta.title).toBe('Search | Northbound');
  });

  it('inlines collections and discounts with their localised titles; an unknown collection is a 404', async () => {
    const collection = await load('/collections/new-arrivals', {}, 'de-de');
    expect(collection.meta.title).toBe('Neuheiten | Northbound');
    expect((collection.data as CollectionListing).items.every((item) => item.badges.includes('new'))).toBe(true);
    expect((await load('/collections/black-friday')).status).toBe(404);
    const sale = await load('/discounts');
    expect(sale.meta).toMatchObject({ title: 'Sale | Northbound', canonicalPath: '/discounts' });
    expect((sale.data as CollectionListing).items.every((item) => item.price.sale !== null)).toBe(true);
  });
});
