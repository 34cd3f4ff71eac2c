import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { CmsPage } from '@sf/contracts';
import { on, routeDataKey, siteInfo, type EventMap, type PageProps, type RouteInfo } from '@sf/remote-contract';
import { stubApi } from '../../testing/fake-api';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { CmsPageView } from './cms-page-view';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const aboutUs: CmsPage = {
  slug: 'about-us',
  title: 'About us',
  description: 'Who we are',
  overlayHeader: true,
  headerStyle: 'dark',
  blocks: [
    { type: 'heading', text: 'Our story' },
    { type: 'paragraph', text: 'Boots since 1960.' },
  ],
};
const routeFor = (path: string): RouteInfo => ({ name: 'slug', path, params: { '*': path.slice(1) }, query: {} });
const propsFor = (path: string, extra: Partial<PageProps<CmsPage>> = {}): PageProps<CmsPage> => ({
  route: routeFor(path),
  locale: site.locale,
  site,
  navigate: () => undefined,
  ...extra,
});

function recordEvents() {
  const events: Array<{ name: string; payload: unknown }> = [];
  const names: Array<keyof EventMap> = ['page:meta', 'page:error'];
  const stops = names.map((name) => on(name, (payload) => events.push({ name, payload })));
  return {
    events,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

describe('CmsPage', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders the inlined first data at once, without fetching', () => {
    const { fetch } = stubApi({});
    const route = routeFor('/about-us');
    renderInShell(<CmsPageView {...propsFor('/about-us', { initialData: { key: routeDataKey(route), data: aboutUs } })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeTruthy();
    const root = screen.getByTestId('cms-page');
    expect(root.tagName).toBe('ARTICLE');
    expect(root.dataset.overlayHeader).toBe('true');
    expect(root.dataset.headerStyle).toBe('dark');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores inlined data of another route and fetches its own page, then sets the head', async () => {
    const { urls } = stubApi({ '/api/content/pages/about-us': { status: 200, body: aboutUs } });
    const recorded = recordEvents();
    renderInShell(<CmsPageView {...propsFor('/about-us', { initialData: { key: '/other', data: { ...aboutUs, title: 'Other' } } })} />);
    expect(screen.getByTestId('cms-page-loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(urls).toEqual(['/api/content/pages/about-us?brand=northbound&locale=uk-en']);
    // The head is set in an effect after the page has rendered (a passive effect: it may run after the heading shows).
    await vi.waitFor(() => expect(recorded.events).toEqual([{ name: 'page:meta', payload: { title: 'About us', description: 'Who we are' } }]));
    recorded.stop();
  });

  it('reports a missing page to the shell as a 404 and renders nothing', async () => {
    stubApi({});
    const recorded = recordEvents();
    const { container } = renderInShell(<CmsPageView {...propsFor('/no-such-page')} />);
    await vi.waitFor(() => expect(recorded.events).toEqual([{ name: 'page:error', payload: { status: 404, message: 'Page not found: /no-such-page' } }]));
    expect(container.textContent).toBe('');
    recorded.stop();
  });

  it('loads the next page when the route changes', async () => {
    stubApi({
      '/api/content/pages/about-us': { status: 200, body: aboutUs },
      '/api/content/pages/careers/stores': { status: 200, body: { ...aboutUs, slug: 'careers/stores', title: 'Store jobs' } },
    });
    const view = renderInShell(<CmsPageView {...propsFor('/about-us')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    await act(async () => {
      view.rerender(<CmsPageView {...propsFor('/careers/stores')} />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Store jobs' })).toBeTruthy();
  });
});
