/**
 * Issue 24, experiment `pdp-buy-box`: the product page renders the variant the server assigned ($experiments, set
 * from the document), reports the exposure once when the visitor is enrolled and has the consent, and the compact
 * buy box works like the standard one: price and "add to basket" first, the sizes as a list with their stock.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@sf/contracts';
import { $consent, $experiments, routeDataKey } from '@sf/remote-contract';
import { BUY_BOX_EXPERIMENT } from '@sf/contracts/experiments';
import { resetExperimentExposures } from '@sf/analytics/experiments';
import { product } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import type { AddToCart } from './add-to-cart';
import { ProductPage } from './product-page';

const path = '/p/ridge-hiker-boot-nb1001';
const props = () => {
  const base = pageProps<ProductDetail>(path);
  return { ...base, initialData: { key: routeDataKey(base.route), data: product } };
};
const extras = [{ path: '/api/catalog/products/NB1001/complete-the-look', body: { items: [] } }];
const host = globalThis as { dataLayer?: unknown[] };
const exposures = () => (host.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'experimentExposure');

describe('buy-box experiment', () => {
  beforeEach(() => {
    resetExperimentExposures();
    host.dataLayer = [];
    $consent.set({ decided: true, required: true, performance: true, functional: false, targeting: false });
  });
  afterEach(() => {
    $experiments.set({});
    $consent.set({ decided: false, required: true, performance: false, functional: false, targeting: false });
  });

  it('shows the standard buy box to a visitor in no experiment (no consent) and reports nothing', async () => {
    const api = stubApi(extras);
    const { container } = renderInShell(<ProductPage {...props()} addToCart={vi.fn()} />);
    expect(container.querySelector('[data-buy-box="standard"]')).not.toBeNull();
    expect(container.querySelector('[data-buy-box="compact"]')).toBeNull();
    await vi.waitFor(() => expect(api.urls.length).toBe(1));
    expect(api.urls.some((url) => url.includes('/api/experiments'))).toBe(false);
    expect(exposures()).toEqual([]);
  });

  it('shows the compact box to a visitor assigned it: price and button above the size list, each size with its stock', async () => {
    $experiments.set({ [BUY_BOX_EXPERIMENT]: 'compact' });
    const api = stubApi([...extras, { path: '/api/experiments/exposures', method: 'POST', body: {} }]);
    const addToCart = vi.fn<AddToCart>(async () => ({ ok: true }));
    renderInShell(<ProductPage {...props()} addToCart={addToCart} />);
    const box = screen.getByRole('region', { name: 'Buy this product' });
    const button = within(box).getByRole('button', { name: 'Add to basket' });
    const sizes = within(box).getByRole('group', { name: 'Size (UK)' });
    // The button comes before the sizes in reading order.
    expect(button.compareDocumentPosition(sizes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(box).getByText('£149.00', { exact: false })).toBeTruthy();
    expect(within(sizes).getByRole('radio', { name: /^5\s?, In stock$/ })).toBeTruthy();
    expect(within(sizes).getByRole('radio', { name: /^6\s?, Out of stock$/ })).toBeTruthy();
    expect(within(sizes).getByRole('radio', { name: /^7\s?, Only 2 left$/ })).toBeTruthy();

    // Pressed before a size: says so, adds nothing; then a size and it adds.
    fireEvent.click(button);
    expect(within(box).getByRole('alert').textContent).toBe('Please choose a size.');
    fireEvent.click(within(sizes).getByRole('radio', { name: /^5/ }));
    await act(async () => fireEvent.click(button));
    expect(addToCart).toHaveBeenCalledWith({ productId: 'NB1001', variantId: 'NB1001-TAN-5', quantity: 1, name: 'Ridge Hiker Boot' });
    await vi.waitFor(() => expect(exposures()).toEqual([{ event: 'experimentExposure', experiment: { id: BUY_BOX_EXPERIMENT, variant: 'compact' } }]));
    expect(api.calls.filter((call) => call.url.pathname === '/api/experiments/exposures').map((call) => call.body)).toEqual([
      { experiment: BUY_BOX_EXPERIMENT },
    ]);
  });

  it('reports the control too when the visitor is enrolled in it (the comparison needs both)', async () => {
    $experiments.set({ [BUY_BOX_EXPERIMENT]: 'control' });
    stubApi([...extras, { path: '/api/experiments/exposures', method: 'POST', body: {} }]);
    const { container } = renderInShell(<ProductPage {...props()} addToCart={vi.fn()} />);
    expect(container.querySelector('[data-buy-box="standard"]')).not.toBeNull();
    await vi.waitFor(() => expect(exposures()).toEqual([{ event: 'experimentExposure', experiment: { id: BUY_BOX_EXPERIMENT, variant: 'control' } }]));
  });
});
