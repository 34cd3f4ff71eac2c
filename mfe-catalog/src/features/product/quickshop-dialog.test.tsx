import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DialogProps } from '@sf/remote-contract';
import { product, site } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { renderInShell } from '../../test/render';
import { QuickshopDialog } from './quickshop-dialog';

const dialogProps = (arg: string): DialogProps => ({
  arg,
  close: vi.fn(),
  setTitle: vi.fn(),
  locale: site.locale,
  site,
  navigate: vi.fn(),
});

describe('QuickshopDialog', () => {
  it.each(['nb1001', 'NB1', 'NB1001<script>', ''])('shows "Invalid Product ID" for %j and makes no request', async (arg) => {
    const api = stubApi([]);
    renderInShell(<QuickshopDialog {...dialogProps(arg)} addToCart={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid Product ID');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('loads a valid product, names the dialog after it and offers its sizes', async () => {
    const api = stubApi([{ path: '/api/catalog/products/NB1001', body: product }]);
    const props = dialogProps('NB1001');
    renderInShell(<QuickshopDialog {...props} addToCart={vi.fn()} />);
    expect(await screen.findByRole('radio', { name: '5' })).toBeTruthy();
    await vi.waitFor(() => expect(props.setTitle).toHaveBeenLastCalledWith('Ridge Hiker Boot'));
    expect(api.calls[0]?.url.search).toBe('?brand=northbound&locale=uk-en');
    expect(screen.getByRole('link', { name: 'View full product details' }).getAttribute('href')).toBe('/p/ridge-hiker-boot-nb1001');
  });

  it('says a product the API does not know is unavailable, without a retry', async () => {
    stubApi([{ path: '/api/catalog/products/NB1001', status: 404, body: { message: 'not found' } }]);
    renderInShell(<QuickshopDialog {...dialogProps('NB1001')} addToCart={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This product is not available.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers another try after a failure and shows the product it then gets', async () => {
    // Both attempts of the first load fail (the client tries a GET twice).
    const down = { path: '/api/catalog/products/NB1001', status: 503, body: { message: 'down' }, once: true };
    const api = stubApi([down, down, { path: '/api/catalog/products/NB1001', body: product }]);
    renderInShell(<QuickshopDialog {...dialogProps('NB1001')} addToCart={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: '5' })).toBeTruthy();
    expect(api.calls).toHaveLength(3);
  });
});

describe('QuickshopDialog purchase options', () => {
  it('offers "notify me" for a sold-out size and a favourite toggle', async () => {
    stubApi([{ path: '/api/catalog/products/NB1001', body: product }]);
    renderInShell(<QuickshopDialog {...dialogProps('NB1001')} addToCart={vi.fn()} />);
    fireEvent.click(await screen.findByRole('radio', { name: /^6\s?, out of stock$/ }));
    expect(screen.getByRole('button', { name: 'Notify me when it is back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Favourite\s?: Ridge Hiker Boot$/, pressed: false })).toBeTruthy();
  });
});
