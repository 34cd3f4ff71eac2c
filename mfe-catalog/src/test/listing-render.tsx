/** Renders a listing page like the shell does, including prop updates after navigation (tests only). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { routeDataKey, type Navigate, type PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { site } from './fixtures';

export function listingProps<T>(path: string, query: Record<string, string> = {}, inlined?: T, name = 'test'): PageProps<T> {
  const route = { name, path, params: { '*': path.replace(/^\/[^/]*\/?/, '') }, query };
  return { route, locale: site.locale, site, navigate: vi.fn<Navigate>(), ...(inlined ? { initialData: { key: routeDataKey(route), data: inlined } } : {}) };
}

/** The URL a navigate call asked for, as path and query. */
export function navigatedTo(navigate: Navigate, call = -1): { path: string; query: Record<string, string>; replace: boolean } {
  const calls = vi.mocked(navigate).mock.calls;
  const [to, options] = calls.at(call) ?? ['', undefined];
  const url = new URL(to, 'http://storefront.test');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams), replace: options?.replace ?? false };
}

export function renderPage<T>(Page: (props: PageProps<T>) => ReactElement | null, props: PageProps<T>) {
  const wrap = (next: PageProps<T>) => (
    <StorefrontRoot site={next.site} navigate={next.navigate}>
      <Page {...next} />
    </StorefrontRoot>
  );
  const view = render(wrap(props));
  return { ...view, update: (next: PageProps<T>) => view.rerender(wrap(next)) };
}
