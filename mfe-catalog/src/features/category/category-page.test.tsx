import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { on, routeDataKey, type ProductList, type ProductSummary } from '@sf/contracts';
import { productList } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { CategoryPage } from './category-page';

const summary = (n: number): ProductSummary => ({
  productId: `NB${1000 + n}`, name: `Boot ${n}`, path: `/p/boot-${n}-nb${1000 + n}`, image: '/images/x.svg',
  price: { list: { amount: 9900, currency: 'GBP' }, sale: null }, colourCount: 1, badges: [],
});

const inlined = (list: ProductList) => {
  const props = pageProps<ProductList>('/c/women/boots');
  return { ...props, initialData: { key: routeDataKey(props.route), data: list } };
};

describe('CategoryPage', () => {
  it('renders the inlined first page without fetching: breadcrumb, heading, count and grid', () => {
    const api = stubApi([]);
    renderInShell(<CategoryPage {...inlined(productList())} />);
    expect(api.fetch).not.toHaveBeenCalled();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Women' }).getAttribute('href')).toBe('/c/women');
    expect(within(breadcrumb).getByText('Boots').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Boots');
    expect(screen.getByText('1 product')).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'Products' });
    expect(within(grid).getByRole('link', { name: 'Ridge Hiker Boot' }).getAttribute('href')).toBe('/p/ridge-hiker-boot-nb1001');
    expect(within(grid).getByText('Sale')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('appends the next page on "load more" and moves focus to the first new product', async () => {
    const first = productList({ items: [summary(1), summary(2)], total: 3, limit: 2 });
    const api = stubApi([{ path: '/api/catalog/category-products/women/boots', body: productList({ items: [summary(3)], total: 3, offset: 2, limit: 2 }) }]);
    renderInShell(<CategoryPage {...inlined(first)} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 3 products');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 3 of 3 products'));
    expect(api.calls[0]?.url.searchParams.get('offset')).toBe('2');
    expect(api.calls[0]?.url.searchParams.get('limit')).toBe('2');
    expect(document.activeElement?.textContent).toBe('Boot 3');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when a category has no products', () => {
    renderInShell(<CategoryPage {...inlined(productList({ items: [], total: 0 }))} />);
    expect(screen.getByText('There are no products in this category yet.')).toBeTruthy();
  });

  it('fetches the first page for a client-side navigation, with the site in the query', async () => {
    const api = stubApi([{ path: '/api/catalog/category-products/women/boots', body: productList() }]);
    renderInShell(<CategoryPage {...pageProps<ProductList>('/c/women/boots')} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(Object.fromEntries(api.calls[0]?.url.searchParams ?? [])).toEqual({ brand: 'northbound', locale: 'uk-en', offset: '0', limit: '24' });
  });

  it('reports a malformed category path as not found without calling the API', () => {
    const api = stubApi([]);
    const errors = vi.fn();
    const stop = on('page:error', errors);
    const { container } = renderInShell(<CategoryPage {...pageProps<ProductList>('/c/Women')} />);
    stop();
    expect(errors).toHaveBeenCalledWith({ status: 404, message: 'Page not found: /c/Women' });
    expect(api.fetch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });
});
