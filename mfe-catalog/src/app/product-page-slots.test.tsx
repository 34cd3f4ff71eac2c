import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, SizeCharts } from '@sf/contracts';
import { $consent, routeDataKey } from '@sf/remote-contract';
import { product } from '../test/fixtures';
import { stubApi } from '../test/fake-api';
import { pageProps, renderInShell } from '../test/render';
import { ProductPage } from '../features/product/product-page';
import { clearSizeChartCache } from '../features/size-chart/size-charts-api';
import { resetFavorites } from '../shared/favorites-store';
import { productPageSlots } from './product-page-slots';

const charts: SizeCharts = {
  charts: [
    { id: 'men-shoes', title: "Men's shoes", columns: ['UK', 'EU', 'US'], rows: [['8', '42', '9']] },
    { id: 'women-shoes', title: "Women's shoes", columns: ['UK', 'EU', 'US'], rows: [['5', '38', '7']] },
  ],
};

afterEach(() => {
  clearSizeChartCache();
  resetFavorites();
});

describe('product page with its slots filled by the app', () => {
  it("opens the size chart dialog with the product's chart, and closes it on Escape back to the button", async () => {
    const api = stubApi([
      { path: '/api/catalog/size-charts', body: charts },
      { path: '/api/catalog/products/NB1001/complete-the-look', body: { items: [] } },
    ]);
    const props = pageProps<ProductDetail>(product.path);
    renderInShell(<ProductPage {...props} initialData={{ key: routeDataKey(props.route), data: product }} addToCart={vi.fn()} slots={productPageSlots} />);

    const opener = screen.getByRole('button', { name: 'Size chart' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Size chart' });
    const table = await within(dialog).findByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe("Women's shoes");
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['UK(your sizes)', 'EU', 'US']);

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // Reopening uses the charts already loaded.
    fireEvent.click(opener);
    expect(await within(screen.getByRole('dialog')).findByRole('table')).toBeTruthy();
    expect(api.urls.filter((url) => url.startsWith('/api/catalog/size-charts'))).toHaveLength(1);
  });

  it('records the view for "recently viewed" with functional consent, and nothing before it', async () => {
    $consent.set({ decided: false, required: true, performance: false, functional: false, targeting: false });
    stubApi([{ path: '/api/catalog/products/NB1001/complete-the-look', body: { items: [] } }]);
    const first = pageProps<ProductDetail>(product.path);
    const { unmount } = renderInShell(
      <ProductPage {...first} initialData={{ key: routeDataKey(first.route), data: product }} addToCart={vi.fn()} slots={productPageSlots} />,
    );
    // The list's code loads after the page has rendered: once it is here (and has run), still nothing is recorded.
    await act(() => import('../features/recently-viewed/recently-viewed'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(localStorage.getItem('sf-recently-viewed-northbound-gb')).toBeNull();
    unmount();
    $consent.set({ decided: true, required: true, performance: false, functional: true, targeting: false });
    stubApi([{ path: '/api/catalog/products/NB1001/complete-the-look', body: { items: [] } }]);
    const props = pageProps<ProductDetail>(product.path);
    renderInShell(<ProductPage {...props} initialData={{ key: routeDataKey(props.route), data: product }} addToCart={vi.fn()} slots={productPageSlots} />);
    await waitFor(() => expect(localStorage.getItem('sf-recently-viewed-northbound-gb')).toBe('["NB1001"]'));
  });
});
