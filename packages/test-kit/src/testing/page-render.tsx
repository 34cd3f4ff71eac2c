import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Navigate, PageProps, RouteInfo, SiteInfo } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';

/** Renders inside StorefrontRoot, as an exposed module does, with a spy standing in for the shell's router. */
export function renderForSite(ui: ReactElement, site: SiteInfo) {
  const navigate = vi.fn<Navigate>();
  const result = render(
    <StorefrontRoot site={site} navigate={navigate}>
      {ui}
    </StorefrontRoot>,
  );
  return { ...result, navigate };
}

/** Page props as the shell builds them for a locale-free path. */
export function pagePropsFor<T>(site: SiteInfo, path: string, extra: Partial<PageProps<T>> = {}): PageProps<T> {
  const route: RouteInfo = { name: 'test', path, params: { '*': path.replace(/^\/[^/]*\/?/, '') }, query: {} };
  return { route, locale: site.locale, site, navigate: vi.fn<Navigate>(), ...extra };
}
