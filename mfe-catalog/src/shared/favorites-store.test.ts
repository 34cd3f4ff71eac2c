import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Favorites } from '@sf/contracts';
import { $session, GUEST_SESSION, siteInfo } from '@sf/remote-contract';
import { site } from '../test/fixtures';
import { stubApi } from '../test/fake-api';
import { $favorites, addFavorites, bindFavorites, removeFavorite, resetFavorites, toggleFavorite } from './favorites-store';
import { readGuestFavorites, writeGuestFavorites } from './favorites-storage';

const germanSite = siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default');
const kerbsideSite = siteInfo('kerbside', 'uk-en', 'uk-en', 'prefix_except_default');
const signIn = () => $session.set({ ...GUEST_SESSION, status: 'registered', customerId: 'c-1', email: 'sam@example.com', firstName: 'Sam' });
const favorites = (productIds: string[]): Favorites => ({ productIds, items: [] });

afterEach(() => {
  resetFavorites();
  $session.set(GUEST_SESSION);
});

describe('favourites store', () => {
  it('keeps a guest list per site (brand and country) in this browser', async () => {
    const api = stubApi([]);
    bindFavorites(site);
    await toggleFavorite('NB1001');
    await addFavorites(['NB1002', 'NB1001']);
    expect($favorites.get().productIds).toEqual(['NB1001', 'NB1002']);
    expect(localStorage.getItem('sf-favorites-northbound-gb')).toBe('["NB1001","NB1002"]');

    bindFavorites(germanSite);
    expect($favorites.get()).toMatchObject({ productIds: [], source: 'guest', ready: true });
    bindFavorites(kerbsideSite);
    expect($favorites.get().productIds).toEqual([]);

    bindFavorites(site);
    await removeFavorite('NB1001');
    expect($favorites.get().productIds).toEqual(['NB1002']);
    expect(readGuestFavorites(site)).toEqual(['NB1002']);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('ignores stored values that are not product ids', () => {
    localStorage.setItem('sf-favorites-northbound-gb', JSON.stringify(['NB1001', '<script>', 42, 'NB1001']));
    bindFavorites(site);
    expect($favorites.get().productIds).toEqual(['NB1001']);
  });

  it('merges the guest list into the account once at sign-in and clears the local copy', async () => {
    const api = stubApi([{ method: 'POST', path: '/api/favorites/merge', body: favorites(['NB1050', 'NB1001', 'NB1002']) }]);
    bindFavorites(site);
    await addFavorites(['NB1001', 'NB1002']);

    signIn();
    await vi.waitFor(() => expect($favorites.get()).toMatchObject({ productIds: ['NB1050', 'NB1001', 'NB1002'], source: 'account', ready: true }));
    // A later session update (e.g. profile details) is not a new sign-in.
    $session.set({ ...$session.get(), firstName: 'Samira' });
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /api/favorites/merge']);
    expect(api.calls[0]?.body).toEqual({ brand: 'northbound', locale: 'uk-en', productIds: ['NB1001', 'NB1002'] });
    expect(localStorage.getItem('sf-favorites-northbound-gb')).toBeNull();
  });

  it('merges a guest list left from before a sign-in that happened elsewhere in the shell', async () => {
    writeGuestFavorites(site, ['NB1003']);
    signIn();
    const api = stubApi([{ method: 'POST', path: '/api/favorites/merge', body: favorites(['NB1001', 'NB1003']) }]);
    bindFavorites(site);
    await vi.waitFor(() => expect($favorites.get()).toMatchObject({ productIds: ['NB1001', 'NB1003'], ready: true }));
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /api/favorites/merge']);
    expect(readGuestFavorites(site)).toEqual([]);
  });

  it('keeps the local copy when the merge fails, so the next sign-in tries again', async () => {
    stubApi([{ method: 'POST', path: '/api/favorites/merge', status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Nobody is signed in' } }]);
    bindFavorites(site);
    await addFavorites(['NB1001']);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    await vi.waitFor(() => expect($favorites.get().source).toBe('account'));
    expect($favorites.get().productIds).toEqual(['NB1001']);
    expect(readGuestFavorites(site)).toEqual(['NB1001']);
  });

  it('uses the server API for a signed-in shopper and undoes a change the server refused', async () => {
    signIn();
    const api = stubApi([
      { path: '/api/favorites', body: favorites(['NB1001']) },
      { method: 'PUT', path: '/api/favorites/NB1002', body: favorites(['NB1001', 'NB1002']) },
      { method: 'DELETE', path: '/api/favorites/NB1001', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } },
    ]);
    bindFavorites(site);
    await vi.waitFor(() => expect($favorites.get()).toMatchObject({ productIds: ['NB1001'], source: 'account', ready: true }));

    expect(await toggleFavorite('NB1002')).toBe(true);
    expect($favorites.get().productIds).toEqual(['NB1001', 'NB1002']);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await removeFavorite('NB1001')).toBe(false);
    expect($favorites.get().productIds).toEqual(['NB1001', 'NB1002']);
    expect(api.urls[0]).toBe('/api/favorites?brand=northbound&locale=uk-en');
    expect(localStorage.getItem('sf-favorites-northbound-gb')).toBeNull();
  });
});
