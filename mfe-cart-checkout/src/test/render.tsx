import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Navigate, PageProps, RouteInfo, SiteInfo } from '@sf/contracts';
import { StorefrontRoot } from '@sf/ui';
import { site as defaultSite } from './fixtures';

/** Renders inside StorefrontRoot, as an exposed module does, with a spy for the shell's router. */
export function renderInShell(ui: ReactElement, site: SiteInfo = defaultSite) {
  const navigate = vi.fn<Navigate>();
  const result = render(
    <StorefrontRoot site={site} navigate={navigate}>
      {ui}
    </StorefrontRoot>,
  );
  return { ...result, navigate };
}

/** Page props as the shell builds them for a locale-free path. */
export function pageProps<T>(path: string, extra: Partial<PageProps<T>> = {}): PageProps<T> {
  const route: RouteInfo = { name: 'test', path, params: { '*': path.replace(/^\/[^/]*\/?/, '') }, query: {} };
  return { route, locale: defaultSite.locale, site: defaultSite, navigate: vi.fn<Navigate>(), ...extra };
}
