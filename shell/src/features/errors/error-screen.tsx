import { useEffect, useState, type ComponentType } from 'react';
import { Container } from '@sf/ui';
import type { ErrorPageProps } from './error-page';
import { markReloadOnNextNavigation } from '../federation/reload-flag';

/**
 * The error screens' code (`error-page.tsx`) is a chunk of its own (issue 24: not in any page's first load). The
 * server build hands it over synchronously (`provideErrorPage`), and the browser loads it before hydrating a
 * document that shows one (`loadErrorPage` in start-shell), so a server-rendered error screen hydrates as it is. After
 * a client navigation to a missing page or a remote's `page:error`, the screen follows its chunk.
 */
let errorPage: ComponentType<ErrorPageProps> | null = null;
let loading: Promise<ComponentType<ErrorPageProps>> | null = null;

export function provideErrorPage(component: ComponentType<ErrorPageProps>): void {
  errorPage = component;
}

export function loadErrorPage(): Promise<ComponentType<ErrorPageProps>> {
  loading ??= import('./error-page').then(
    ({ ErrorPage }) => {
      errorPage = ErrorPage;
      return ErrorPage;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function ErrorScreen(props: ErrorPageProps) {
  const [Page, setPage] = useState(() => errorPage);
  useEffect(() => {
    if (Page) return;
    let current = true;
    // A chunk that cannot load (offline, a new deployment): spec §4, the next navigation is a document load.
    loadErrorPage().then(
      (component) => current && setPage(() => component),
      () => markReloadOnNextNavigation('chunk-load-error'),
    );
    return () => {
      current = false;
    };
  }, [Page]);
  if (Page) return <Page {...props} />;
  return <Container aria-busy="true" data-testid="error-page-pending" />;
}
