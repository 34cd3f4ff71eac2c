import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '@sf/contracts';
import { $site, emit, siteInfo } from '@sf/remote-contract';
import { usePageEvent } from './page-event';

const routeNamed = (name: string): RouteDefinition => {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
};
type Entry = { event?: string; page?: { pageName?: string; pageTitle?: string; pageType?: string } };
const pageEvents = () => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter((entry) => entry.event === 'loadPageData');

beforeEach(() => {
  $site.set(siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default'));
  (window as unknown as { dataLayer: Entry[] }).dataLayer = [];
});
afterEach(() => {
  document.title = '';
});

describe("the shell's page event (spec §2/§3 loadPageData)", () => {
  it('pushes a plain loadPageData for a page that does not push its own, once it has named its title', async () => {
    renderHook(() => usePageEvent(routeNamed('stores'), '/stores'));
    document.title = 'Our stores';
    emit('page:meta', { title: 'Our stores', description: '' });
    await waitFor(() => expect(pageEvents()).toHaveLength(1));
    expect(pageEvents()[0]?.page).toMatchObject({ pageName: 'stores', pageTitle: 'Our stores', pageType: 'Content' });
  });

  it('pushes nothing for the suppression list (the page pushes its own) nor for internal pages', async () => {
    renderHook(() => usePageEvent(routeNamed('p-slug'), '/p/ridge-trek-boot-nb1001'));
    renderHook(() => usePageEvent(routeNamed('healthcheck'), '/healthcheck'));
    emit('page:meta', { title: 'x', description: '' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(pageEvents()).toEqual([]);
  });
});
