import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StorefrontRoot } from '@sf/ui';
import { initI18n } from '@sf/i18n';
import { $favoritesCount, type HeaderNavigation } from '@sf/contracts';
import { $cart, $flags, $site, siteInfo, type FeatureFlags, type ParcelModule } from '@sf/remote-contract';

const loadParcel = vi.fn<(remote: string, module: string, fresh?: boolean) => Promise<ParcelModule<object>>>(() => new Promise(() => undefined));
vi.mock('../federation/remote-loader', async (original) => ({
  ...(await original<typeof import('../federation/remote-loader')>()),
  loadParcel: (...args: [string, string, boolean?]) => loadParcel(...args),
}));
const { Header } = await import('./header');
const { BackToTop } = await import('./back-to-top');
const { headerModeOf } = await import('./use-header-mode');

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const NAVIGATION: HeaderNavigation = {
  promo: null,
  categories: [
    {
      slug: 'women',
      name: 'Women',
      children: [
        { slug: 'women/boots', name: 'Boots', children: [{ slug: 'women/boots/hiking', name: 'Hiking', children: [] }] },
        { slug: 'women/shoes', name: 'Shoes', children: [] },
      ],
    },
    { slug: 'men', name: 'Men', children: [{ slug: 'men/boots', name: 'Boots', children: [] }] },
  ],
};
const TEXTS = {
  'shell.homeLink': '{{brand}} home',
  'shell.utilityNavigation': 'Account and basket',
  'account.signIn': 'Sign in',
  'header.categories': 'Categories',
  'header.menu': 'Menu',
  'header.more': '{{name}}: more categories',
  'header.allIn': 'All {{name}}',
  'header.search': 'Search',
  'header.promo': 'Free returns',
  'header.promoLabel': 'Offers',
  'header.backToTop': 'Back to top',
  'header.basketCount_one': 'Basket, {{count}} item',
  'header.basketCount_other': 'Basket, {{count}} items',
  'header.favouritesCount_one': 'Favourites, {{count}} item',
  'header.favouritesCount_other': 'Favourites, {{count}} items',
};

const renderHeader = (navigation: HeaderNavigation | null = NAVIGATION) =>
  render(
    <MemoryRouter>
      <StorefrontRoot site={site} navigate={() => undefined}>
        <Header navigate={() => undefined} navigation={navigation} />
        <BackToTop />
      </StorefrontRoot>
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n({ locale: 'uk-en', payload: { urls: {}, texts: TEXTS, seo: { title: '', description: '' }, alternateLinks: [] } });
  $site.set(site);
});
afterEach(() => {
  cleanup();
  $cart.set({ basketId: null, totalItems: 0, currency: null });
  $favoritesCount.set(null);
  localStorage.clear();
});

describe('the header', () => {
  it('names the basket and favourites with their counts in the singular and plural (not "1 items")', () => {
    localStorage.setItem('sf-favorites-northbound-gb', JSON.stringify(['NB1001', 'NB1002']));
    renderHeader();
    expect(screen.getByRole('link', { name: 'Basket, 0 items' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Favourites, 2 items' }).getAttribute('href')).toBe('/favorites');
    act(() => $cart.set({ basketId: 'b1', totalItems: 1, currency: 'GBP' }));
    expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toBeTruthy();
    expect(screen.getByTestId('header-cart-count').textContent).toBe('1');
    act(() => $favoritesCount.set(1));
    expect(screen.getByRole('link', { name: 'Favourites, 1 item' })).toBeTruthy();
  });

  it('shows the site promo text when the CMS has none, and the CMS link when it has one', () => {
    renderHeader();
    expect(screen.getByRole('complementary', { name: 'Offers' }).textContent).toBe('Free returns');
    cleanup();
    renderHeader({ ...NAVIGATION, promo: { text: 'Winter sale', href: '/discounts' } });
    expect(screen.getByRole('link', { name: 'Winter sale' }).getAttribute('href')).toBe('/discounts');
  });

  it('renders the top level as links and has no menu button without categories', () => {
    renderHeader();
    const menu = screen.getByRole('navigation', { name: 'Categories' });
    expect(menu.querySelector('a[href="/c/women"]')?.textContent).toBe('Women');
    cleanup();
    renderHeader(null);
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('opens a mega menu panel by keyboard, moves in it with the arrows, and Escape returns focus to the button', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Women: more categories' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const all = await screen.findByRole('link', { name: 'All Women' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByTestId('mega-menu-panel').id);
    await waitFor(() => expect(document.activeElement).toBe(all));
    fireEvent.keyDown(all, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Boots');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Shoes');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByTestId('mega-menu-panel')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Right moves along the top level: Women's button → Men's link.
    fireEvent.keyDown(button, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('href')).toBe('/c/men');
  });
});

describe('back to top', () => {
  const flags = (backToTop: boolean) => ({ flags: { backToTop } }) as unknown as FeatureFlags;
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  afterEach(() => scrollTo(0));

  it('appears past one viewport on a page over 4 viewports tall, only with the flag on', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5 * window.innerHeight, configurable: true });
    $flags.set(flags(false));
    renderHeader();
    scrollTo(window.innerHeight + 10);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => $flags.set(flags(true)));
    scrollTo(window.innerHeight + 20);
    // The button's code loads when it is first offered.
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollTo(window.innerHeight - 10);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('is never offered on a page of up to 4 viewports', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4 * window.innerHeight, configurable: true });
    $flags.set(flags(true));
    renderHeader();
    scrollTo(2 * window.innerHeight);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});

describe('header mode from page data', () => {
  it('reads a CMS page’s overlayHeader and headerStyle, and nothing from other data', () => {
    expect(headerModeOf({ slug: 'about', overlayHeader: true, headerStyle: 'dark' })).toEqual({ overlay: true, style: 'dark' });
    expect(headerModeOf({ overlayHeader: 'yes', headerStyle: 'dark' })).toBeUndefined();
    expect(headerModeOf({ products: [] })).toBeUndefined();
    expect(headerModeOf(null)).toBeUndefined();
  });
});
