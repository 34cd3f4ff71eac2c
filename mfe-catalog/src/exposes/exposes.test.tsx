import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeDataKey, type ParcelModule } from '@sf/remote-contract';
import { REMOTE_EXPOSES } from '@sf/remote-contract/remote-modules';
import { homePage as homePageData, product, site } from '../test/fixtures';
import { stubApi } from '../test/fake-api';
import { pageProps } from '../test/render';
import homePage from './home-page';
import categoryPage from './category-page';
import productPage from './product-page';
import quickshopDialog from './quickshop-dialog';
import searchPage from './search-page';
import searchBox from './search-box';
import collectionPage from './collection-page';
import favoritesPage from './favorites-page';
import lookPage from './look-page';
import sizeChartPage from './size-chart-page';
import reviewsPage from './reviews-page';

const modules: Record<(typeof REMOTE_EXPOSES.mfe_catalog)[number], ParcelModule<never>> = {
  './HomePage': homePage as ParcelModule<never>,
  './CategoryPage': categoryPage as ParcelModule<never>,
  './ProductPage': productPage as ParcelModule<never>,
  './QuickshopDialog': quickshopDialog as ParcelModule<never>,
  './SearchPage': searchPage as ParcelModule<never>,
  './SearchBox': searchBox as ParcelModule<never>,
  './CollectionPage': collectionPage as ParcelModule<never>,
  './FavoritesPage': favoritesPage as ParcelModule<never>,
  './LookPage': lookPage as ParcelModule<never>,
  './SizeChartPage': sizeChartPage as ParcelModule<never>,
  './ReviewsPage': reviewsPage as ParcelModule<never>,
};

describe('exposed modules', () => {
  it('are single-spa parcels, one per contract name', () => {
    for (const name of REMOTE_EXPOSES.mfe_catalog) {
      // A React parcel also carries its component, which the server renderer renders (issue 13).
      expect(Object.keys(modules[name]).sort(), name).toEqual(['bootstrap', 'component', 'mount', 'unmount', 'update']);
      expect(typeof modules[name].component, name).toBe('function');
    }
  });

  it('mount, update and unmount like the shell drives them', async () => {
    stubApi([]);
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = pageProps('/');
    const withData = { ...props, initialData: { key: routeDataKey(props.route), data: homePageData }, domElement };
    await act(() => homePage.mount(withData));
    expect(domElement.querySelector('h1')?.textContent).toBe('Made for the long way north');

    const pdp = pageProps('/p/ridge-hiker-boot-nb1001');
    const pdpProps = { ...pdp, initialData: { key: routeDataKey(pdp.route), data: product }, domElement: document.createElement('div') };
    await act(() => productPage.mount(pdpProps));
    expect(pdpProps.domElement.querySelector('h1')?.textContent).toBe('Ridge Hiker Boot');
    await act(() => productPage.update({ ...pdpProps, route: { ...pdpProps.route, query: { utm: 'x' } } }));
    await act(() => productPage.unmount(pdpProps));

    await act(() => homePage.unmount(withData));
    expect(domElement.innerHTML).toBe('');
  });

  it('the search box widget mounts with widget props alone (as in the header slot or the test-kit)', async () => {
    stubApi([]);
    const domElement = document.createElement('div');
    const props = { locale: site.locale, site, navigate: vi.fn(), domElement };
    await act(() => searchBox.mount(props));
    expect(domElement.querySelector('[role="combobox"]')?.getAttribute('aria-expanded')).toBe('false');
    await act(() => searchBox.unmount(props));
    expect(domElement.innerHTML).toBe('');
  });

  it('the favourites, look and size chart pages mount from route props and their first data', async () => {
    stubApi([]);
    const favorites = { ...pageProps('/favorites'), domElement: document.createElement('div') };
    await act(() => favoritesPage.mount(favorites));
    expect(favorites.domElement.querySelector('h1')?.textContent).toBe('Favourites');
    await act(() => favoritesPage.unmount(favorites));

    const look = pageProps('/get-the-look');
    const lookProps = { ...look, initialData: { key: routeDataKey(look.route), data: { looks: [] } }, domElement: document.createElement('div') };
    await act(() => lookPage.mount(lookProps));
    expect(lookProps.domElement.querySelector('h1')?.textContent).toBe('Get the look');
    await act(() => lookPage.unmount(lookProps));

    const chart = pageProps('/size-chart');
    const chartProps = { ...chart, initialData: { key: routeDataKey(chart.route), data: { charts: [] } }, domElement: document.createElement('div') };
    await act(() => sizeChartPage.mount(chartProps));
    expect(chartProps.domElement.querySelector('h1')?.textContent).toBe('Size chart');
    await act(() => sizeChartPage.unmount(chartProps));
    expect(chartProps.domElement.innerHTML).toBe('');
  });

  it('quickshop refuses a bad id without calling the API', async () => {
    const api = stubApi([]);
    const domElement = document.createElement('div');
    const props = { arg: 'bad-id', close: vi.fn(), setTitle: vi.fn(), locale: site.locale, site, navigate: vi.fn(), domElement };
    await act(() => quickshopDialog.mount(props));
    expect(domElement.querySelector('[role="alert"]')?.textContent).toBe('Invalid Product ID');
    expect(api.fetch).not.toHaveBeenCalled();
    await act(() => quickshopDialog.unmount(props));
  });
});
