import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@sf/contracts';
import { site } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { resetFavorites } from '../../shared/favorites-store';
import { readGuestFavorites, writeGuestFavorites } from '../../shared/favorites-storage';
import { FavoritesPage } from './favorites-page';
import { parseSharedIds } from './shared-favorites-link';

const summary = (productId: string, name: string): ProductSummary => ({
  productId,
  name,
  path: `/p/${name.toLowerCase().replaceAll(' ', '-')}-${productId.toLowerCase()}`,
  image: '/images/a.svg',
  picture: null,
  price: { list: { amount: 14900, currency: 'GBP' }, sale: null },
  colourCount: 2,
  badges: [],
  rating: null,
});
const boot = summary('NB1001', 'Ridge Hiker Boot');
const welly = summary('NB1002', 'Puddle Welly');
const byIds = (items: ProductSummary[]) => ({ path: '/api/catalog/products', body: { items } });
const removeButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^Remove\\s?: ${name}$`) });

afterEach(resetFavorites);

describe('FavoritesPage', () => {
  it('says how to add favourites when there are none, without asking the API', async () => {
    const api = stubApi([]);
    renderInShell(<FavoritesPage {...pageProps('/favorites')} />);
    expect(await screen.findByText(/You have no favourites yet/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Favourites');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("lists the guest's favourites and removes them without refetching, keeping keyboard focus in the list", async () => {
    writeGuestFavorites(site, ['NB1001', 'NB1002', 'NB9999']);
    const api = stubApi([byIds([boot, welly])]);
    renderInShell(<FavoritesPage {...pageProps('/favorites')} />);
    expect((await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)).toEqual(['Ridge Hiker Boot', 'Puddle Welly']);
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(api.urls).toEqual(['/api/catalog/products?brand=northbound&locale=uk-en&ids=NB1001%2CNB1002%2CNB9999']);

    await act(async () => fireEvent.click(removeButton('Ridge Hiker Boot')));
    expect(screen.queryByRole('heading', { name: 'Ridge Hiker Boot' })).toBeNull();
    expect(document.activeElement).toBe(removeButton('Puddle Welly'));
    expect(readGuestFavorites(site)).toEqual(['NB1002', 'NB9999']);

    await act(async () => fireEvent.click(removeButton('Puddle Welly')));
    expect(screen.getByText(/You have no favourites yet/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('offers another try when the products cannot be loaded, then lists them', async () => {
    writeGuestFavorites(site, ['NB1001', 'NB1002']);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = stubApi([{ path: '/api/catalog/products', status: 400, body: { message: 'bad' }, once: true }, byIds([boot, welly])]);
    renderInShell(<FavoritesPage {...pageProps('/favorites')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)).toEqual(['Ridge Hiker Boot', 'Puddle Welly']);
    expect(logged).toHaveBeenCalledWith('[mfe-catalog] favourite products could not be loaded', expect.anything());
    expect(api.fetch).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('shares a link that shows the list to someone else, who can add all of it to their favourites', async () => {
    writeGuestFavorites(site, ['NB1001', 'NB1002']);
    stubApi([byIds([boot, welly])]);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { unmount } = renderInShell(<FavoritesPage {...pageProps('/favorites')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share your favourites' }));
    const dialog = screen.getByRole('dialog', { name: 'Share your favourites' });
    const link = (within(dialog).getByLabelText('Link to your favourites') as HTMLInputElement).value;
    expect(link).toBe(`${window.location.origin}/favorites?shared=NB1001,NB1002`);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(dialog).getByRole('status').textContent).toBe('Link copied.');
    unmount();

    // Someone else's browser: no favourites of their own yet.
    resetFavorites();
    localStorage.clear();
    const shared = new URL(link).searchParams.get('shared') ?? '';
    renderInShell(<FavoritesPage {...pageProps('/favorites', { route: { name: 'favorites', path: '/favorites', params: {}, query: { shared } } })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites shared with you' })).toBeTruthy();
    expect((await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)).toEqual(['Ridge Hiker Boot', 'Puddle Welly']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add all to my favourites' })));
    expect(screen.getByRole('status').textContent).toBe('All products were added to your favourites.');
    expect(readGuestFavorites(site)).toEqual(['NB1001', 'NB1002']);
    expect(screen.getAllByRole('button', { name: /^Favourite/, pressed: true })).toHaveLength(2);
  });

  it('reads only well-formed product ids from a shared link', () => {
    expect(parseSharedIds('NB1001, nb1002,<b>,NB1001,KS20001')).toEqual(['NB1001', 'NB1002', 'KS20001']);
    expect(parseSharedIds(undefined)).toBeNull();
    expect(parseSharedIds('')).toEqual([]);
  });
});
