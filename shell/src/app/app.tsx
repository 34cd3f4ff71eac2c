import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import type { DocumentState } from '@sf/contracts';
import { $site, type SiteInfo } from '@sf/remote-contract';
import { GlobalStyles, StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { routerBasename } from '../features/routing/locale-routing';
import { ShellLayout } from './shell-layout';
import { useShellNavigate } from '../features/routing/use-shell-navigate';

/** Composes the shell: router with the locale as basename, the brand theme, the layout and the dialog host. */
export function App({ state }: { state: DocumentState }) {
  const site = useStore($site) as SiteInfo;
  const basename = useMemo(() => routerBasename(window.location.pathname, site), [site]);
  return (
    <BrowserRouter basename={basename}>
      <ShellRoot site={site} state={state} />
    </BrowserRouter>
  );
}

export function ShellRoot({ site, state }: { site: SiteInfo; state: DocumentState }) {
  const navigate = useShellNavigate();
  return (
    <StorefrontRoot site={site} navigate={navigate} urlAlias={localizedUrl}>
      <GlobalStyles />
      <ShellLayout state={state} navigate={navigate} />
    </StorefrontRoot>
  );
}
