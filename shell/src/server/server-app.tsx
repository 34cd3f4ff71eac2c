import { StaticRouter } from 'react-router-dom';
import type { DocumentState } from '@sf/contracts';
import { ShellRoot } from '../app/app';
import { routerBasename } from '../features/routing/locale-routing';
import { ErrorPage } from '../features/errors/error-page';
import { provideErrorPage } from '../features/errors/error-screen';

// The browser loads the error screens' code when a page needs it; the server renders them at once.
provideErrorPage(ErrorPage);

/** The browser's composition (App) at a given URL: path with its locale prefix, plus query. */
export function ServerApp({ state, url }: { state: DocumentState; url: string }) {
  const pathname = url.split('?')[0] ?? '/';
  return (
    <StaticRouter basename={routerBasename(pathname, state.site)} location={url}>
      <ShellRoot site={state.site} state={state} />
    </StaticRouter>
  );
}
