/**
 * Issue 26, loaded after the page's `load` event (start-shell): on an EMEA site in a browser with service workers,
 * registers /sw-emea.js, watches the install prompt and the offline basket queue, and mounts the prompts in a root
 * of their own. North American sites register no worker (docs/architecture.md, "Installable offline app").
 */
import { createRoot } from 'react-dom/client';
import type { DocumentState } from '@sf/contracts';
import { LOCALES } from '@sf/remote-contract';
import { ensureTextNamespaces, i18n, localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { listenToBasketQueue } from './basket-queue-listener';
import { watchInstallPrompt } from './install-prompt';
import { OfflineAppPanel } from './offline-app-panel';
import { registerServiceWorker } from './register-service-worker';

export const OFFLINE_APP_NAMESPACES = ['offline-app'];

export function wantsServiceWorker(state: Pick<DocumentState, 'site'>, win: Window): boolean {
  return LOCALES[state.site.locale].region === 'EMEA' && 'serviceWorker' in win.navigator && win.isSecureContext;
}

export async function startOfflineApp(state: DocumentState, win: Window = window): Promise<void> {
  if (!wantsServiceWorker(state, win)) return;
  watchInstallPrompt(win);
  await ensureTextNamespaces(OFFLINE_APP_NAMESPACES, state.site.brand).catch(() => undefined);
  const worker = await registerServiceWorker(win, state.site.defaultLocale);
  if (!worker) return;
  listenToBasketQueue(win, worker.post, i18n.t.bind(i18n), LOCALES[state.site.locale].tag);
  const host = win.document.createElement('div');
  host.id = 'sf-offline-app';
  win.document.body.append(host);
  createRoot(host).render(
    <StorefrontRoot site={state.site} navigate={(to) => win.location.assign(to)} urlAlias={localizedUrl}>
      <OfflineAppPanel brand={state.site.brand} onUpdate={worker.updateNow} />
    </StorefrontRoot>,
  );
}
