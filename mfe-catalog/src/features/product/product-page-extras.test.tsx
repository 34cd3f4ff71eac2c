import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductSummary } from '@sf/contracts';
import { routeDataKey } from '@sf/remote-contract';
import { product } from '../../test/fixtures';
import { stubApi, type Route } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { resetFavorites } from '../../shared/favorites-store';
import { ProductPage } from './product-page';

const withData = (data: ProductDetail = product) => {
  const props = pageProps<ProductDetail>(data.path);
  return { ...props, initialData: { key: routeDataKey(props.route), data } };
};
const summary = (productId: string, name: string): ProductSummary => ({
  productId,
  name,
  path: `/p/${name.toLowerCase().replaceAll(' ', '-')}-${productId.toLowerCase()}`,
  image: `/images/products/${productId}/a.svg`,
  picture: null,
  price: { list: { amount: 4500, currency: 'GBP' }, sale: null },
  colourCount: 1,
  badges: [],
  rating: null,
});
const extras = (items: ProductSummary[] = []): Route[] => [{ path: '/api/catalog/products/NB1001/complete-the-look', body: { items } }];

afterEach(() => {
  resetFavorites();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('ProductPage: notify me for a sold-out size', () => {
  it('offers "notify me" instead of "add to basket", validates the e-mail and subscribes the variant', async () => {
    const api = stubApi([
      ...extras(),
      { method: 'POST', path: '/api/catalog/back-in-stock', status: 201, body: { subscribed: true, variantId: 'NB1001-TAN-6' } },
    ]);
    renderInShell(<ProductPage {...withData()} addToCart={vi.fn()} />);

    fireEvent.click(screen.getByRole('radio', { name: /^6\s?, out of stock$/ }));
    expect(screen.getByRole('status').textContent).toBe('Size 6 is out of stock in this colour.');
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
    const notify = screen.getByRole('button', { name: 'Notify me when it is back' });
    notify.focus();
    fireEvent.click(notify);

    // The dialog's code loads once a sold-out size is chosen.
    const dialog = await screen.findByRole('dialog', { name: 'Notify me' });
    expect(within(dialog).getByText(/Ridge Hiker Boot in size 6/)).toBeTruthy();
    const email = within(dialog).getByLabelText('E-mail address');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid e-mail address, for example name@example.com.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(email, { target: { value: ' sam@example.com ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Notify me' })));
    expect(within(dialog).getByRole('status').textContent).toBe('Thank you. We will e-mail you when it is back in stock.');
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ brand: 'northbound', locale: 'uk-en', variantId: 'NB1001-TAN-6', email: 'sam@example.com' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(notify);
  });

  it('says so when the request could not be saved', async () => {
    stubApi([
      ...extras(),
      { method: 'POST', path: '/api/catalog/back-in-stock', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInShell(<ProductPage {...withData()} addToCart={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: /^6\s?, out of stock$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Notify me when it is back' }));
    // The dialog's code loads once a sold-out size is chosen.
    const dialog = await screen.findByRole('dialog', { name: 'Notify me' });
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: 'sam@example.com' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Notify me' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Your request could not be saved. Please try again.');
  });
});

describe('ProductPage: details, reviews, favourite and recommendations', () => {
  it('shows attributes and the reviews summary linked to the reviews page, with no link to pages that do not exist yet', () => {
    stubApi(extras());
    renderInShell(<ProductPage {...withData()} addToCart={vi.fn()} />);
    const terms = [...document.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'Material: Full-grain leather',
      'Fit: True to size',
      'Care: Wipe clean with a damp cloth',
      'Features: Waterproof',
      'Delivery and returns: Delivery times and costs · Free returns within 30 days',
    ]);
    // They open the help centre's answers over the page (FAQ dialog, mfe-content-help).
    expect(screen.getByRole('link', { name: 'Delivery times and costs' }).getAttribute('href')).toBe('#faq_delivery');
    expect(screen.getByRole('link', { name: 'Free returns within 30 days' }).getAttribute('href')).toBe('#faq_returns');
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    // Issue 25: the count leads to every review of the product.
    expect(screen.getByRole('link', { name: '27 reviews' }).getAttribute('href')).toMatch(/\/reviews\/NB1001$/);
    // Find in store is a button that opens its dialog on this page, not a link away from it.
    const hrefs = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /^\/find-in-store\//.test(href))).toEqual([]);
  });

  it('says "No reviews yet" without a rating', () => {
    stubApi(extras());
    renderInShell(<ProductPage {...withData({ ...product, rating: null })} addToCart={vi.fn()} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Read the reviews' })).toBeNull();
  });

  it('toggles the product in the favourites', () => {
    stubApi(extras());
    renderInShell(<ProductPage {...withData()} addToCart={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /^Favourite\s?: Ridge Hiker Boot$/, pressed: false }));
    expect(screen.getByRole('button', { name: /^Favourite\s?: Ridge Hiker Boot$/, pressed: true })).toBeTruthy();
    expect(localStorage.getItem('sf-favorites-northbound-gb')).toBe('["NB1001"]');
  });

  it('lists "complete the look" products and reports the page and the impressions', async () => {
    stubApi(extras([summary('NB1002', 'Trail Sock'), summary('NB1003', 'Wax Jacket')]));
    renderInShell(<ProductPage {...withData()} addToCart={vi.fn()} />);
    const section = await screen.findByRole('region', { name: 'Complete the look' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Trail Sock', 'Wax Jacket']);
    const layer = (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
    expect(layer.map((entry) => entry.event)).toEqual(['loadPageData', 'productImpressions']);
    expect(layer[0]).toMatchObject({
      page: { pageType: 'PDP', breadcrumb: 'Women > Boots > Ridge Hiker Boot', categoryId: 'women/boots/hiking', countryCode: 'GB' },
    });
    expect(layer[1]).toMatchObject({
      ecommerce: {
        impressions: [
          { id: 'NB1002', position: 1, list: 'PDP:complete-the-look' },
          { id: 'NB1003', position: 2 },
        ],
      },
    });
  });
});
