import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Store, StoreList } from '@sf/contracts';
import { on, routeDataKey, siteInfo, type Navigate, type PageProps, type RouteInfo } from '@sf/remote-contract';
import { renderToString } from 'react-dom/server';
import { StorefrontRoot } from '@sf/ui';
import { stubApi } from '../../testing/fake-api';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { StoresPage } from './stores-page';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const week = (closedOn: string[] = ['sun']): Store['openingHours'] =>
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) =>
    closedOn.includes(day) ? { day, opens: null, closes: null } : { day, opens: '09:00', closes: '18:00' },
  );
const store = (id: string, name: string, city: string, extra: Partial<Store> = {}): Store => ({
  id,
  name,
  address: { line1: `1 ${city} Street`, city, postalCode: 'AB1 2CD', country: 'GB' },
  phone: '+44 20 7946 0000',
  location: { latitude: 51.5, longitude: -0.12 },
  openingHours: week(),
  services: ['click-and-collect', 'repairs'],
  distanceKm: null,
  ...extra,
});
const allStores: StoreList = {
  stores: [store('nb-leeds', 'Northbound Leeds', 'Leeds'), store('nb-london', 'Northbound London', 'London')],
  query: null,
  near: null,
  map: null,
};
const leedsOnly: StoreList = { stores: [allStores.stores[0] as Store], query: 'leeds', near: null, map: null };

const routeFor = (query: Record<string, string> = {}): RouteInfo => ({ name: 'stores', path: '/stores', params: { '*': '' }, query });
const propsFor = (query: Record<string, string> = {}, extra: Partial<PageProps<StoreList>> = {}): PageProps<StoreList> => ({
  route: routeFor(query),
  locale: site.locale,
  site,
  navigate: () => undefined,
  ...extra,
});
const inlined = (list: StoreList, query: Record<string, string> = {}) => ({ initialData: { key: routeDataKey(routeFor(query)), data: list } });

function fakeGeolocation(answer: { position: { latitude: number; longitude: number } } | { errorCode: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('position' in answer) success({ coords: answer.position } as GeolocationPosition);
    else failure?.({ code: answer.errorCode, message: 'refused' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

describe('StoresPage', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('renders the inlined stores at once, without fetching: address, phone, services and opening hours', () => {
    const { fetch } = stubApi({});
    renderInShell(<StoresPage {...propsFor({}, inlined(allStores))} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find a store' })).toBeTruthy();
    expect(screen.getByTestId('stores-count').textContent).toBe('2 stores');
    const leeds = screen.getByRole('article', { name: 'Northbound Leeds' });
    expect(within(leeds).getByRole('heading', { level: 2, name: 'Northbound Leeds' })).toBeTruthy();
    expect(leeds.textContent).toContain('1 Leeds Street');
    expect(leeds.textContent).toContain('Leeds AB1 2CD');
    expect(within(leeds).getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000');
    expect(
      within(within(leeds).getByRole('list', { name: 'Services' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Click & collect', 'Repairs']);
    const hours = within(leeds).getByRole('table', { name: 'Opening hours' });
    expect(within(hours).getByRole('rowheader', { name: 'Monday' })).toBeTruthy();
    expect(
      within(hours)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(' · Today', '')),
    ).toEqual([
      'Monday09:00–18:00',
      'Tuesday09:00–18:00',
      'Wednesday09:00–18:00',
      'Thursday09:00–18:00',
      'Friday09:00–18:00',
      'Saturday09:00–18:00',
      'SundayClosed',
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('marks today in the opening hours once in the browser', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00'), toFake: ['Date'] }); // a Wednesday
    stubApi({});
    renderInShell(<StoresPage {...propsFor({}, inlined(allStores))} />);
    const leeds = screen.getByRole('article', { name: 'Northbound Leeds' });
    const today = within(leeds)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'date');
    expect(today?.textContent).toBe('Wednesday · Today09:00–18:00');
    vi.useRealTimers();
  });

  it('leaves "use my location" out of the server HTML (the server cannot locate anyone)', () => {
    fakeGeolocation({ errorCode: 1 });
    const html = renderToString(
      <StorefrontRoot site={site} navigate={() => undefined}>
        <StoresPage {...propsFor({}, inlined(allStores))} />
      </StorefrontRoot>,
    );
    expect(html).toContain('Northbound Leeds');
    expect(html).not.toContain('Use my location');
  });

  it('is a GET form to its own page, and with JavaScript a search navigates to ?q= instead', () => {
    stubApi({});
    const navigate = vi.fn<Navigate>();
    renderInShell(<StoresPage {...propsFor({}, inlined(allStores))} />, 'uk-en', navigate);
    const form = screen.getByRole('search', { name: 'Find a store' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/stores');
    const input = screen.getByRole('searchbox', { name: 'Town, postcode or store name' }) as HTMLInputElement;
    expect(input.name).toBe('q');
    expect(input.maxLength).toBe(80);
    fireEvent.change(input, { target: { value: '  Leeds ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/stores?q=Leeds');
  });

  it('keeps the search of the URL in the field, also under a localized prefix', () => {
    stubApi({});
    const german = siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default');
    renderInShell(<StoresPage {...propsFor({ q: 'Leeds' }, { site: german, ...inlined(leedsOnly, { q: 'Leeds' }) })} />, 'de-de');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Leeds');
    expect(screen.getByRole('search').getAttribute('action')).toBe('/de-de/stores');
  });

  it('fetches the stores of a new search, keeps the list in place meanwhile, and sets the head', async () => {
    const { urls } = stubApi({ '/api/stores': { status: 200, body: leedsOnly } });
    const meta: unknown[] = [];
    const stop = on('page:meta', (payload) => meta.push(payload));
    const view = renderInShell(<StoresPage {...propsFor({}, inlined(allStores))} />);
    await act(async () => {
      view.rerender(<StoresPage {...propsFor({ q: 'leeds' }, inlined(allStores))} />);
    });
    expect(await screen.findByText('1 store for “leeds”')).toBeTruthy();
    expect(screen.getAllByTestId('store-card')).toHaveLength(1);
    expect(urls).toEqual(['/api/stores?brand=northbound&locale=uk-en&q=leeds']);
    expect(meta).toEqual([{ title: 'Find a store', description: expect.stringContaining('opening hours') }]);
    expect(screen.getByRole('link', { name: 'Show all stores' }).getAttribute('href')).toBe('/stores');
    stop();
  });

  it('shows the previous list as busy while the next one loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const view = renderInShell(<StoresPage {...propsFor({}, inlined(allStores))} />);
    await act(async () => {
      view.rerender(<StoresPage {...propsFor({ q: 'leeds' }, inlined(allStores))} />);
    });
    expect(screen.getByTestId('stores-count').textContent).toBe('Loading stores…');
    expect(screen.getAllByTestId('store-card')).toHaveLength(2);
    expect(screen.getByTestId('store-list').parentElement?.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(Response.json(leedsOnly)));
    expect(await screen.findByText('1 store for “leeds”')).toBeTruthy();
  });

  it('names the search when no store matches it', async () => {
    stubApi({ '/api/stores': { status: 200, body: { stores: [], query: 'Atlantis', near: null } } });
    renderInShell(<StoresPage {...propsFor({ q: 'Atlantis' })} />);
    expect(await screen.findByText(/We couldn't find a store for “Atlantis”/)).toBeTruthy();
    expect(screen.queryByTestId('store-card')).toBeNull();
  });

  it('offers a retry when the stores cannot be loaded', async () => {
    const { urls } = stubApi({ '/api/stores': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'no' } } });
    renderInShell(<StoresPage {...propsFor({ q: 'leeds' })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Sorry, we couldn't load the stores right now.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(urls).toHaveLength(2));
  });

  it('offers "use my location" only where the browser can locate, and lists the nearest stores with their distance', async () => {
    const { urls } = stubApi({
      '/api/stores': {
        status: 200,
        body: {
          stores: [
            store('nb-leeds', 'Northbound Leeds', 'Leeds', { distanceKm: 2.4 }),
            store('nb-london', 'Northbound London', 'London', { distanceKm: 270.1 }),
          ],
          query: null,
          near: { latitude: 53.8, longitude: -1.55 },
        },
      },
    });
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    renderInShell(<StoresPage {...propsFor({}, inlined(allStores))} />);
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    cleanup();
    fakeGeolocation({ position: { latitude: 53.801_234, longitude: -1.548_765 } });
    renderInShell(<StoresPage {...propsFor({}, inlined(allStores))} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('2 stores near you, nearest first')).toBeTruthy();
    expect(urls).toEqual(['/api/stores?brand=northbound&locale=uk-en&lat=53.801&lng=-1.549']);
    const cards = screen.getAllByTestId('store-card');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(['Northbound Leeds', 'Northbound London']);
    // A UK site reads distances in miles (2.4 km, 270.1 km).
    expect(cards[0]?.textContent).toContain('1.5 mi away');
    expect(cards[1]?.textContent).toContain('167.8 mi away');
  });

  it('writes hours and distances as the site country does: 12-hour clock and miles in the US, 24 hours and km in Germany', async () => {
    const near = (id: string, km: number): Store => ({
      ...store(id, `Store ${id}`, 'Austin', { distanceKm: km }),
      openingHours: [{ day: 'mon', opens: '09:30', closes: '21:00' }],
    });
    const list: StoreList = { stores: [near('a', 3.2), near('b', 20_000)], query: null, near: { latitude: 30.27, longitude: -97.74 }, map: null };
    const hoursOf = () => screen.getAllByRole('table', { name: /./ }).map((table) => within(table).getAllByRole('cell')[0]?.textContent);
    for (const [locale, button, hours, distances] of [
      ['us-en', 'Use my location', '9:30 AM–9:00 PM', ['2.0 mi away', '12,427 mi away']],
      ['us-es', 'Usar mi ubicación', '9:30 a. m.–9:00 p. m.', ['A 2.0 mi', 'A 12,427 mi']],
      ['de-de', 'Meinen Standort verwenden', '09:30–21:00 Uhr', ['3,2 km entfernt', '20.000 km entfernt']],
    ] as const) {
      await loadLocaleTexts(locale);
      stubApi({ '/api/stores': { status: 200, body: list } });
      fakeGeolocation({ position: { latitude: 30.27, longitude: -97.74 } });
      renderInShell(
        <StoresPage {...propsFor({}, { site: siteInfo('northbound', locale, 'uk-en', 'prefix_except_default'), ...inlined(allStores) })} />,
        locale,
      );
      expect(hoursOf()[0]).toBe(locale === 'de-de' ? '09:00–18:00 Uhr' : locale === 'us-es' ? '9:00 a. m.–6:00 p. m.' : '9:00 AM–6:00 PM');
      fireEvent.click(await screen.findByRole('button', { name: button }));
      await vi.waitFor(() => expect(screen.getAllByTestId('store-card')[0]?.textContent).toContain(distances[0]));
      expect(hoursOf()[0]).toBe(hours);
      expect(screen.getAllByTestId('store-card')[1]?.textContent).toContain(distances[1]);
      cleanup();
    }
    await loadLocaleTexts('uk-en');
  });

  it('says so in words when the shopper refuses the position, without a console error', async () => {
    const { fetch } = stubApi({});
    const consoleError = vi.spyOn(console, 'error');
    fakeGeolocation({ errorCode: 1 });
    renderInShell(<StoresPage {...propsFor({}, inlined(allStores))} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect((await screen.findByTestId('location-message')).textContent).toMatch(/can't use your location.*search by town or postcode/);
    expect(screen.getByTestId('location-message').getAttribute('role')).toBe('status');
    expect(screen.getAllByTestId('store-card')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says the position is unavailable when the browser cannot find it', async () => {
    stubApi({});
    fakeGeolocation({ errorCode: 3 });
    renderInShell(<StoresPage {...propsFor({}, inlined(allStores))} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect((await screen.findByTestId('location-message')).textContent).toMatch(/couldn't find your location/);
  });
});
