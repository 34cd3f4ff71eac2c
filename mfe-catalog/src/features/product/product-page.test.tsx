import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@sf/contracts';
import { on, routeDataKey } from '@sf/remote-contract';
import { product } from '../../test/fixtures';
import { mockFixture } from '@sf/api-mocks';
import { stubApi, stubRecordedApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import type { AddToCart } from './add-to-cart';
import { ProductPage } from './product-page';

const path = '/p/ridge-hiker-boot-nb1001';
const withInitialData = () => {
  const props = pageProps<ProductDetail>(path);
  return { ...props, initialData: { key: routeDataKey(props.route), data: product } };
};
const addButton = () => screen.getByRole('button', { name: 'Add to basket' });
/** Recommendations every product page asks for (empty here unless a test says otherwise). */
const extras = [{ path: '/api/catalog/products/NB1001/complete-the-look', body: { items: [] } }];

describe('ProductPage', () => {
  it('renders the inlined first data without fetching the product', async () => {
    const api = stubApi(extras);
    renderInShell(<ProductPage {...withInitialData()} addToCart={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ridge Hiker Boot');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Only the recommendations are fetched; the product itself came with the document.
    await vi.waitFor(() => expect(api.urls).toEqual(['/api/catalog/products/NB1001/complete-the-look?brand=northbound&locale=uk-en']));
  });

  it('keeps "add to basket" disabled until a size is chosen, and explains why when pressed', async () => {
    stubApi(extras);
    const addToCart = vi.fn<AddToCart>(async () => ({ ok: true }));
    renderInShell(<ProductPage {...withInitialData()} addToCart={addToCart} />);
    expect(addButton().getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe('Please choose a size.');
    expect(addToCart).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    expect(addButton().getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces sold-out and low-stock sizes', () => {
    stubApi(extras);
    renderInShell(<ProductPage {...withInitialData()} addToCart={vi.fn()} />);
    expect(screen.getByRole('radio', { name: /^6\s?, out of stock$/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^7\s?, Only 2 left$/ })).toBeTruthy();
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Size (UK)' })).toBeTruthy();
  });

  it('adds the chosen variant and confirms with a toast', async () => {
    const toast = vi.fn();
    const stop = on('toast:show', toast);
    stubApi(extras);
    const addToCart = vi.fn<AddToCart>(async () => ({ ok: true }));
    renderInShell(<ProductPage {...withInitialData()} addToCart={addToCart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Black', pressed: false }));
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    await act(async () => fireEvent.click(addButton()));
    stop();
    expect(addToCart).toHaveBeenCalledWith({ productId: 'NB1001', variantId: 'NB1001-BLACK-5', quantity: 1, name: 'Ridge Hiker Boot' });
    expect(toast).toHaveBeenCalledWith({ message: 'Ridge Hiker Boot was added to your basket.', tone: 'success' });
  });

  it("shows the server's reason inline when the basket refuses the line", async () => {
    stubApi(extras);
    const addToCart = vi.fn<AddToCart>(async () => ({ ok: false, reason: 'rejected', message: 'Only 1 left in stock' }));
    renderInShell(<ProductPage {...withInitialData()} addToCart={addToCart} />);
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    await act(async () => fireEvent.click(addButton()));
    expect(screen.getByRole('alert').textContent).toBe('Only 1 left in stock');
  });

  it('fetches when the inlined data belongs to another route, and reports a missing product as a 404 page', async () => {
    const errors = vi.fn();
    const stop = on('page:error', errors);
    stubApi([{ path: '/api/catalog/products/NB1002', status: 404, body: { statusCode: 404, error: 'Not Found', message: 'no such product' } }]);
    const props = { ...withInitialData(), ...pageProps<ProductDetail>('/p/other-boot-nb1002') };
    const { container } = renderInShell(<ProductPage {...props} initialData={withInitialData().initialData} addToCart={vi.fn()} />);
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith({ status: 404, message: 'Page not found: /p/other-boot-nb1002' }));
    stop();
    expect(container.textContent).toBe('');
  });

  it('fetches on client navigation and then sets the page title', async () => {
    const meta = vi.fn();
    const stop = on('page:meta', meta);
    stubApi([{ path: '/api/catalog/products/NB1001', body: product }, ...extras]);
    renderInShell(<ProductPage {...pageProps<ProductDetail>(path)} addToCart={vi.fn()} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    // The title is published by a passive effect after the page shows (late under load).
    await vi.waitFor(() => expect(meta).toHaveBeenCalledWith({ title: 'Ridge Hiker Boot', description: 'A waterproof leather hiking boot.' }));
    stop();
  });

  // Issue 26: the recorded product of the real server, with its recorded recommendations, reviews and size charts.
  it('renders the recorded product with a size to choose', async () => {
    const recorded = mockFixture('catalog-product');
    stubRecordedApi();
    renderInShell(<ProductPage {...pageProps<ProductDetail>(recorded.path)} addToCart={vi.fn()} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(recorded.name);
    const inStock = recorded.variants.find((variant) => variant.inStock && variant.colour === recorded.colours[0]?.code);
    expect(screen.getAllByRole('radio', { name: new RegExp(`^${inStock?.size}\\b`) }).length).toBeGreaterThan(0);
  });

  it('offers another try when the product call fails', async () => {
    stubRecordedApi([], { 'catalog-product': 'error' });
    renderInShell(<ProductPage {...pageProps<ProductDetail>(mockFixture('catalog-product').path)} addToCart={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
