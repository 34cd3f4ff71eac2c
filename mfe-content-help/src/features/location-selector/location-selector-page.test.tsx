import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocationSelector } from '@sf/contracts';
import { on, routeDataKey, siteInfo, type PageProps, type RouteInfo } from '@sf/remote-contract';
import { stubApi } from '../../testing/fake-api';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { LocationSelectorPage } from './location-selector-page';

const entry = (countryCode: string, name: string, locales: string[]) => ({
  countryCode,
  name,
  domain: 'localhost:3000',
  canvasDomain: 'localhost:3000',
  locales: locales.map((code) => ({ code, path: code === 'uk-en' ? '/' : `/${code}` })),
});
/** The geo service's shape: countries in contracts order, named in their own first language. */
const countries: LocationSelector = [
  entry('GB', 'United Kingdom', ['uk-en']),
  entry('DE', 'Deutschland', ['de-de']),
  entry('AT', 'Österreich', ['at-de']),
  entry('US', 'United States', ['us-en', 'us-es']),
  entry('CA', 'Canada', ['ca-en', 'ca-fr']),
];
const route: RouteInfo = { name: 'location-selector', path: '/location-selector', params: { '*': '' }, query: {} };
const propsFor = (locale: 'uk-en' | 'us-es', extra: Partial<PageProps<LocationSelector>> = {}): PageProps<LocationSelector> => {
  const site = siteInfo('northbound', locale, 'uk-en', 'prefix_except_default');
  return { route, locale, site, navigate: () => undefined, ...extra };
};
const inlined = { initialData: { key: routeDataKey(route), data: countries } };

describe('LocationSelectorPage', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the inlined countries by region, alphabetically, each language a real link, without fetching', () => {
    const { fetch } = stubApi({});
    renderInShell(<LocationSelectorPage {...propsFor('uk-en', inlined)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your country or region' })).toBeTruthy();
    const europe = screen.getByRole('region', { name: 'Europe' });
    expect(
      within(europe)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Deutschland', 'Österreich', 'United Kingdom']);
    const america = screen.getByRole('region', { name: 'North America' });
    expect(
      within(america)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Canada', 'United States']);
    const canada = within(america).getAllByRole('listitem')[0] as HTMLElement;
    const french = within(canada).getByRole('link', { name: 'Français' });
    expect(french.getAttribute('href')).toBe('/ca-fr');
    expect(french.getAttribute('lang')).toBe('fr-CA');
    expect(within(europe).getByRole('heading', { name: 'Deutschland' }).getAttribute('lang')).toBe('de-DE');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('marks the site being viewed as the current page, and no other', () => {
    stubApi({});
    renderInShell(<LocationSelectorPage {...propsFor('us-es', inlined)} />, 'us-es');
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('href')).toBe('/us-es');
    expect(current[0]?.textContent).toBe('Español');
  });

  it('fetches the countries when nothing was inlined, then sets the head', async () => {
    const { urls } = stubApi({ '/fapi/pages/location-selector': { status: 200, body: countries } });
    const meta: unknown[] = [];
    const stop = on('page:meta', (payload) => meta.push(payload));
    renderInShell(<LocationSelectorPage {...propsFor('uk-en')} />);
    expect(screen.getByTestId('location-selector-loading')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'English', current: 'page' })).toBeTruthy();
    expect(urls).toEqual(['/fapi/pages/location-selector']);
    // The head is set in an effect after the list is committed; on a loaded machine it may run a task later.
    await waitFor(() => expect(meta).toEqual([{ title: 'Choose your country or region', description: expect.any(String) }]));
    stop();
  });

  it('lists countries of unknown locales alphabetically without regions rather than hiding them', () => {
    stubApi({});
    const withUnknown = [...countries, entry('JP', 'Japan', ['jp-ja'])];
    renderInShell(<LocationSelectorPage {...propsFor('uk-en', { initialData: { key: routeDataKey(route), data: withUnknown } })} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Canada',
      'Deutschland',
      'Japan',
      'Österreich',
      'United Kingdom',
      'United States',
    ]);
  });

  it('offers a retry when the countries cannot be loaded', async () => {
    const { urls } = stubApi({ '/fapi/pages/location-selector': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'no' } } });
    renderInShell(<LocationSelectorPage {...propsFor('uk-en')} />);
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(urls).toHaveLength(2));
  });
});
