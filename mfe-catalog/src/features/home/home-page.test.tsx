import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CmsPage } from '@sf/contracts';
import { routeDataKey } from '@sf/remote-contract';
import { mockFixture } from '@sf/api-mocks';
import { homePage } from '../../test/fixtures';
import { stubApi, stubRecordedApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('renders the inlined merchandised page: the hero title as the one h1, tiles, the product carousel and the promo bar', () => {
    const api = stubApi([]);
    const props = pageProps<CmsPage>('/');
    renderInShell(<HomePage {...props} initialData={{ key: routeDataKey(props.route), data: homePage }} />);
    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Made for the long way north']);
    expect(screen.getByRole('link', { name: 'Shop boots' }).getAttribute('href')).toBe('/c/women/boots');
    const tiles = screen.getByTestId('content-tiles');
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/c/women', '/c/men']);
    const carousel = screen.getByRole('region', { name: 'New arrivals' });
    expect(
      within(carousel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ridge Hiker Boot', 'Fell Walker']);
    expect(screen.getByTestId('content-promo-bar').textContent).toContain('Free resoling this month.');
    // The hero is the largest paint: fetched at once, at high priority, through the image pipeline with a srcset.
    const hero = screen.getByTestId('content-hero').querySelector('img');
    expect(hero?.getAttribute('loading')).toBe('eager');
    expect(hero?.getAttribute('fetchpriority')).toBe('high');
    expect(hero?.getAttribute('srcset')).toContain('/images/photos/c1c1c1c1c1c1c1c1/1280.jpg 1280w');
  });

  it('fetches the brand home page when nothing was inlined', async () => {
    const api = stubApi([{ path: '/api/content/home', body: homePage }]);
    renderInShell(<HomePage {...pageProps<CmsPage>('/')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Made for the long way north' })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  // Issue 26: the same recorded answer and the same switch as the dev host's mock mode.
  it('renders the recorded home page of the real server', async () => {
    const recorded = mockFixture('content-home');
    const hero = recorded.blocks.find((block) => block.type === 'hero');
    stubRecordedApi();
    renderInShell(<HomePage {...pageProps<CmsPage>('/')} />);
    expect(await screen.findByRole('heading', { level: 1, name: hero?.title ?? recorded.title })).toBeTruthy();
  });

  it('offers another try when the home page call fails', async () => {
    stubRecordedApi([], { 'content-home': 'error' });
    renderInShell(<HomePage {...pageProps<CmsPage>('/')} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
