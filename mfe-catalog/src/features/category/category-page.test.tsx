import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductList } from '@sf/contracts';
import { mockFixture } from '@sf/api-mocks';
import { on } from '@sf/remote-contract';
import { stubApi } from '../../test/fake-api';
import { categoryListing, summaries } from '../../test/listing-fixtures';
import { listingProps, navigatedTo, renderPage } from '../../test/listing-render';
import { forgetAllListings } from '../listing';
import { CategoryPage } from './category-page';
import type { CategoryFirstData } from './use-category-landing';

const dataLayer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
const API = '/api/listing/category/women/boots';
/** A top category (`/c/women`): the ones with landing blocks. */
const women = categoryListing({
  category: { id: 'c1', slug: 'women', name: 'Women', parentId: null, productCount: 30 },
  breadcrumb: [{ slug: 'women', name: 'Women' }],
});

beforeEach(() => {
  forgetAllListings();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  window.history.replaceState({ key: 'entry-1' }, '');
});

describe('CategoryPage', () => {
  it('renders the inlined first page without fetching: breadcrumb, heading, count, grid with rating', () => {
    const api = stubApi([]);
    renderPage(CategoryPage, listingProps<ProductList>('/c/women/boots', {}, categoryListing()));
    expect(api.fetch).not.toHaveBeenCalled();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Women' }).getAttribute('href')).toBe('/c/women');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Boots');
    const grid = screen.getByRole('list', { name: 'Products' });
    expect(within(grid).getByRole('link', { name: 'Ridge Hiker Boot' }).getAttribute('href')).toBe('/p/ridge-hiker-boot-nb1001');
    expect(within(grid).getByRole('img', { name: '4.3 out of 5, 27 reviews' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 1 products');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows facets with counts and puts a checked value, the sort and removals in the URL (new history entries)', () => {
    stubApi([]);
    const props = listingProps<ProductList>('/c/women/boots', { utm_source: 'mail' }, categoryListing());
    renderPage(CategoryPage, props);
    const colour = screen.getAllByRole('group', { name: 'Colour' })[0]!;
    expect(within(colour).getByRole('checkbox', { name: 'Black (12)' })).toBeTruthy();
    expect((within(colour).getByRole('checkbox', { name: 'Tan (0)' }) as HTMLInputElement).disabled).toBe(true);
    const price = screen.getAllByRole('group', { name: 'Price' })[0]!;
    expect(within(price).getByRole('checkbox', { name: '£50.00 – £100.00 (9)' })).toBeTruthy();
    expect(within(price).getByRole('checkbox', { name: '£200.00 and above (2)' })).toBeTruthy();

    fireEvent.click(within(colour).getByRole('checkbox', { name: 'Black (12)' }));
    expect(navigatedTo(props.navigate)).toEqual({ path: '/c/women/boots', query: { utm_source: 'mail', colour: 'black' }, replace: false });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-asc' } });
    expect(navigatedTo(props.navigate).query).toEqual({ utm_source: 'mail', sort: 'price-asc' });
  });

  it('loads the view in the URL (filters and sort) and offers the selection as removable chips and "clear all"', async () => {
    const api = stubApi([{ path: API, body: categoryListing({ items: summaries(1, 3), total: 3 }) }]);
    const props = listingProps<ProductList>('/c/women/boots', { colour: 'black', size: '5,6', sort: 'newest' });
    renderPage(CategoryPage, props);
    await screen.findByRole('heading', { level: 1 });
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({
      brand: 'northbound',
      locale: 'uk-en',
      colour: 'black',
      size: '5,6',
      sort: 'newest',
      offset: '0',
      limit: '24',
    });
    expect((screen.getAllByRole('checkbox', { name: 'Black (12)' })[0] as HTMLInputElement).checked).toBe(true);
    const chips = screen.getByRole('list', { name: 'Selected filters' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter: 5' }));
    expect(navigatedTo(props.navigate).query).toEqual({ colour: 'black', size: '6', sort: 'newest' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear all' })[0]!);
    expect(navigatedTo(props.navigate).query).toEqual({ sort: 'newest' });
  });

  it('"load more" replaces the URL with the next depth, fetches only the next slice and focuses its first product', async () => {
    const api = stubApi([{ path: API, body: categoryListing({ items: summaries(25, 2), total: 26, offset: 24 }) }]);
    const props = listingProps<ProductList>('/c/women/boots', {}, categoryListing({ items: summaries(1, 24), total: 26 }));
    const view = renderPage(CategoryPage, props);
    expect(screen.getByRole('status').textContent).toBe('Showing 24 of 26 products');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(navigatedTo(props.navigate)).toEqual({ path: '/c/women/boots', query: { page: '2' }, replace: true });

    view.update({ ...props, route: { ...props.route, query: { page: '2' } } });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 26 of 26 products'));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url.searchParams.get('offset')).toBe('24');
    expect(api.calls[0]!.url.searchParams.get('limit')).toBe('24');
    expect(document.activeElement?.textContent).toBe('Boot 25');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('a deep link (page=3) fills the depth after the inlined first page in one request', async () => {
    const api = stubApi([{ path: API, body: categoryListing({ items: summaries(25, 48), total: 100, offset: 24 }) }]);
    renderPage(CategoryPage, listingProps<ProductList>('/c/women/boots', { page: '3' }, categoryListing({ items: summaries(1, 24), total: 100 })));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 72 of 100 products'));
    expect(api.calls.map((call) => [call.url.searchParams.get('offset'), call.url.searchParams.get('limit')])).toEqual([['24', '48']]);
  });

  it('comes back to a kept-alive view with its items and scroll position, without fetching', async () => {
    const api = stubApi([{ path: API, body: categoryListing({ items: summaries(25, 24), total: 60, offset: 24 }) }]);
    const props = listingProps<ProductList>('/c/women/boots', { page: '2' }, categoryListing({ items: summaries(1, 24), total: 60 }));
    const first = renderPage(CategoryPage, props);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 48 of 60 products'));
    window.scrollTo(0, 1800);
    fireEvent.scroll(window);
    first.unmount();
    expect(api.calls).toHaveLength(1);

    // Back from the product page: same history entry, no inlined data (the document was for the first URL).
    window.scrollTo(0, 0);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPage(CategoryPage, listingProps<ProductList>('/c/women/boots', { page: '2' }));
    expect(screen.getByRole('status').textContent).toBe('Showing 48 of 60 products');
    expect(scrollTo).toHaveBeenCalledWith(0, 1800);
    expect(api.calls).toHaveLength(1);
  });

  it('a fresh visit (another history entry) reuses the kept items but starts at the top', async () => {
    stubApi([]);
    const first = renderPage(CategoryPage, listingProps<ProductList>('/c/women/boots', {}, categoryListing()));
    window.scrollTo(0, 900);
    fireEvent.scroll(window);
    first.unmount();
    window.history.replaceState({ key: 'entry-2' }, '');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPage(CategoryPage, listingProps<ProductList>('/c/women/boots'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Boots');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
  });

  it('pushes page data and impressions of each slice, and a product click with its position', async () => {
    stubApi([]);
    renderPage(CategoryPage, listingProps<ProductList>('/c/women/boots', { colour: 'black' }, categoryListing()));
    await vi.waitFor(() => expect(dataLayer().some((entry) => entry.event === 'loadPageData')).toBe(true));
    expect(dataLayer().find((entry) => entry.event === 'loadPageData')).toMatchObject({
      page: {
        pageType: 'PLP',
        pageName: 'PLP:women/boots',
        breadcrumb: 'Women > Boots',
        categoryId: 'c2',
        countryCode: 'GB',
        currencyCode: 'GBP',
        searchResults: 1,
      },
    });
    expect(dataLayer().find((entry) => entry.event === 'productImpressions')).toMatchObject({
      ecommerce: { currencyCode: 'GBP', impressions: [{ id: 'NB1001', name: 'Ridge Hiker Boot', price: 119, list: 'PLP:women/boots', position: 1 }] },
      listing: { filters: 'colour:black', sort: 'recommended' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Ridge Hiker Boot' }));
    expect(dataLayer().at(-1)).toMatchObject({ event: 'productClick', ecommerce: { click: { products: [{ id: 'NB1001', position: 1 }] } } });
  });

  it('an empty filtered view offers to clear the filters', () => {
    stubApi([]);
    const props = listingProps<ProductList>('/c/women/boots', { colour: 'tan' }, categoryListing({ items: [], total: 0 }));
    renderPage(CategoryPage, props);
    expect(screen.getByText('No products match these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(navigatedTo(props.navigate)).toEqual({ path: '/c/women/boots', query: {}, replace: false });
  });

  it('says so when a category has no products', () => {
    stubApi([]);
    renderPage(CategoryPage, listingProps<ProductList>('/c/women/boots', {}, categoryListing({ items: [], total: 0 })));
    expect(screen.getByText('There are no products in this category yet.')).toBeTruthy();
  });

  // The button shows only below the md breakpoint (happy-dom's window is wider), hence hidden: true.
  it('opens the facets in a "Filters" dialog and closes it with Escape', async () => {
    stubApi([]);
    renderPage(CategoryPage, listingProps<ProductList>('/c/women/boots', {}, categoryListing()));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filters', hidden: true })));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('checkbox', { name: 'Black (12)' })).toBeTruthy();
    await act(async () => dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("renders a top category's inlined landing blocks on the first render, without fetching them", () => {
    const api = stubApi([]);
    const landing = [{ type: 'heading' as const, text: 'The winter edit' }];
    renderPage(CategoryPage, listingProps<CategoryFirstData>('/c/women', {}, { ...women, landing }));
    expect(screen.getByRole('heading', { level: 2, name: 'The winter edit' })).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("fetches a top category's landing blocks after a client-side navigation; a failed landing leaves the listing alone", async () => {
    const landing = { ...mockFixture('content-category-landing'), blocks: [{ type: 'heading' as const, text: 'The winter edit' }] };
    const api = stubApi([
      { path: '/api/listing/category/women', body: women },
      { path: '/api/content/category-landing/women', body: landing },
      { path: '/api/listing/category/men', body: { ...women, category: { ...women.category, slug: 'men', name: 'Men' } } },
      { path: '/api/content/category-landing/men', status: 404, body: { message: 'no landing' } },
    ]);
    const view = renderPage(CategoryPage, listingProps<ProductList>('/c/women'));
    expect(await screen.findByRole('heading', { level: 2, name: 'The winter edit' })).toBeTruthy();
    expect(api.calls.filter((call) => call.url.pathname === '/api/content/category-landing/women')[0]?.url.search).toBe('?brand=northbound&locale=uk-en');
    view.update(listingProps<ProductList>('/c/men'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Men' })).toBeTruthy();
    await vi.waitFor(() => expect(api.calls.some((call) => call.url.pathname === '/api/content/category-landing/men')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'The winter edit' })).toBeNull();
  });

  it('reports an unknown category from the API as not found', async () => {
    stubApi([{ path: API, status: 404, body: { statusCode: 404, error: 'Not Found', message: 'no such category' } }]);
    const errors = vi.fn();
    const stop = on('page:error', errors);
    renderPage(CategoryPage, listingProps<ProductList>('/c/women/boots'));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith({ status: 404, message: 'Page not found: /c/women/boots' }));
    stop();
  });

  it('reports a malformed category path as not found without calling the API', () => {
    const api = stubApi([]);
    const errors = vi.fn();
    const stop = on('page:error', errors);
    const { container } = renderPage(CategoryPage, listingProps<ProductList>('/c/Women'));
    stop();
    expect(errors).toHaveBeenCalledWith({ status: 404, message: 'Page not found: /c/Women' });
    expect(api.fetch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });
});
