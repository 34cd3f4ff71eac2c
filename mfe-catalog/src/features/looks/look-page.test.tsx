import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Looks, ProductSummary } from '@sf/contracts';
import { routeDataKey } from '@sf/remote-contract';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { LookPage } from './look-page';

const summary = (productId: string, name: string, list: number, sale: number | null = null): ProductSummary => ({
  productId,
  name,
  path: `/p/${name.toLowerCase().replaceAll(' ', '-')}-${productId.toLowerCase()}`,
  image: `/images/products/${productId}/a.svg`,
  picture: null,
  price: { list: { amount: list, currency: 'GBP' }, sale: sale === null ? null : { amount: sale, currency: 'GBP' } },
  colourCount: 1,
  badges: [],
  rating: null,
});
const looks: Looks = {
  looks: [
    {
      id: 'fell-day',
      name: 'Fell day',
      image: '/images/looks/fell-day.svg',
      hotspots: [
        { x: 25, y: 24, product: summary('NB1001', 'Ridge Hiker Boot', 14900) },
        { x: 75, y: 24, product: summary('NB1005', 'Gully Trail Shoe', 9900, 7900) },
      ],
    },
  ],
};
const withLooks = () => {
  const props = pageProps<Looks>('/get-the-look');
  return { ...props, initialData: { key: routeDataKey(props.route), data: looks } };
};

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('LookPage', () => {
  it('places a labelled hotspot button per product, by percent, on the outfit picture', () => {
    const api = stubApi([]);
    renderInShell(<LookPage {...withLooks()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Get the look');
    expect(screen.getByRole('img', { name: 'Outfit: Fell day' })).toBeTruthy();
    const boot = screen.getByRole('button', { name: 'Ridge Hiker Boot, £149.00' });
    expect([boot.style.left, boot.style.top]).toEqual(['25%', '24%']);
    // A sale shows the price the shopper pays.
    expect(screen.getByRole('button', { name: 'Gully Trail Shoe, £79.00' })).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
    const layer = (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
    expect(layer.map((entry) => entry.event)).toEqual(['loadPageData', 'productImpressions']);
  });

  it('opens the product card from a hotspot, with its price and links to the product and quickshop', () => {
    stubApi([]);
    renderInShell(<LookPage {...withLooks()} />);
    const hotspot = screen.getByRole('button', { name: 'Ridge Hiker Boot, £149.00' });
    hotspot.focus();
    fireEvent.click(hotspot);
    const dialog = screen.getByRole('dialog', { name: 'Ridge Hiker Boot' });
    expect(within(dialog).getByText('£149.00')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View full product details' }).getAttribute('href')).toBe('/p/ridge-hiker-boot-nb1001');
    const quickshop = within(dialog).getByRole('link', { name: /^Quick shop\s?: Ridge Hiker Boot$/ });
    expect(quickshop.getAttribute('href')).toBe('#quickshop_NB1001');
    fireEvent.click(quickshop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(hotspot);
  });

  it('fetches the looks after client-side navigation', async () => {
    const api = stubApi([{ path: '/api/catalog/looks', body: looks }]);
    renderInShell(<LookPage {...pageProps<Looks>('/get-the-look')} />);
    expect(await screen.findByRole('button', { name: 'Ridge Hiker Boot, £149.00' })).toBeTruthy();
    expect(api.urls).toEqual(['/api/catalog/looks?brand=northbound&locale=uk-en']);
  });
});
