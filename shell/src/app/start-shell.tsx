import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ERROR_STATUSES, type DocumentState } from '@sf/contracts';
import { $site } from '@sf/remote-contract';
import { siteQuery } from '@sf/api-client';
import { trackCustomStates, trackUserData } from '@sf/analytics';
import { registerMoneyFormat } from '@sf/ui';
import { shellTypedApi } from '../features/api/shell-api';
import { registerRemoteEntries } from '../features/federation/remote-loader';
import { registerDeclaredDialogs } from '../features/dialogs/dialog-registry';
import { restoreCartSummary } from '../features/session/cart-summary';
import { startSessionSync } from '../features/session/session-sync';
import { markReloadOnNextNavigation } from '../features/federation/reload-flag';
import { listenForPageMeta } from '../features/routing/page-meta';
import { refreshFlagsOnIdentityChange, startFlagClient } from '../features/flags/flags-client';
import { captureServerSlots } from '../features/federation/server-slots';
import { watchFirstInteraction } from '../features/federation/first-interaction';
import { loadErrorPage } from '../features/errors/error-screen';
import { App } from './app';
import { nextTask } from './next-task';

/** The shell's services: remotes, dialogs, session, build watch, analytics, flags. */
function startServices(state: DocumentState): void {
  registerRemoteEntries(state.registry.remotes);
  registerDeclaredDialogs(state.registry.remotes);
  startSessionSync();
  watchFirstInteraction(window);
  void restoreCartSummary(state.site);
  // Spec §4's build watch is not needed for the first screen: its chunk loads after it. That chunk failing to load is
  // itself a sign of a deploy.
  void import(/* webpackChunkName: "build-watch" */ '../features/federation/build-watch').then(
    ({ startBuildWatch }) => startBuildWatch(state.buildId),
    () => markReloadOnNextNavigation('chunk-load-error'),
  );
  listenForPageMeta();
  // Spec §3 user analytics (logged in, consumer id, loyalty member, employee, lifetime value), pushed again whenever
  // they change.
  trackUserData(() => shellTypedApi.get('/api/account/lifetime-value', { query: siteQuery(state.site) }));
  // Spec §3 personalisation custom states (cartEmpty, employeeLoggedIn, loggedIn, loyaltyEnrolled).
  trackCustomStates();
  refreshFlagsOnIdentityChange();
}

/** Starts the services, then hydrates the server's markup (or renders a page the server left to the browser). */
export async function startShell(state: DocumentState): Promise<void> {
  // Before anything renders a price: the site's prices and ratings are then written without Intl (issue 13).
  if (state.moneyFormat) registerMoneyFormat(state.moneyFormat);
  startServices(state);
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the document');
  if (state.serverRendered) {
    // An error screen's code is not first-load JavaScript: fetched before hydrating a document that shows one, so the
    // server's markup is adopted as it is.
    if (state.status !== 200 || ERROR_STATUSES.some((status) => window.location.pathname.endsWith(`/${status}`))) await loadErrorPage().catch(() => undefined);
    // Issue 13: adopt the server's markup. Slots keep their server HTML and their parcels hydrate it in turn.
    captureServerSlots(container);
    await nextTask();
    // A transition: hydration yields to the browser every few milliseconds instead of blocking it in one long task
    // (the server's markup is on screen meanwhile; issue 13, total blocking time).
    startTransition(() => {
      hydrateRoot(container, <App state={state} />, {
        onRecoverableError: (error, info) => console.error('[shell] hydration mismatch: the shell re-rendered in the browser', error, info.componentStack),
      });
    });
  } else {
    createRoot(container).render(<App state={state} />);
  }
  // Spec §4: the flag client starts after mount (status poll, and the change stream loaded lazily).
  startFlagClient(() => $site.get()?.locale ?? null);
  // Real-user monitoring, the analytics ingest and consent governance wait on consent: a chunk after the first screen.
  void import(/* webpackChunkName: "consent-watchers" */ './consent-watchers').then(
    ({ startConsentWatchers }) => startConsentWatchers(state),
    () => markReloadOnNextNavigation('chunk-load-error'),
  );
  // Issue 26: the EMEA service worker, install prompt and offline basket; a chunk of its own, after the page's load.
  whenLoaded(() =>
    import(/* webpackChunkName: "offline-app" */ '../features/offline-app/start-offline-app').then(
      ({ startOfflineApp }) => startOfflineApp(state),
      () => markReloadOnNextNavigation('chunk-load-error'),
    ),
  );
}

function whenLoaded(run: () => unknown): void {
  if (document.readyState === 'complete') void run();
  else window.addEventListener('load', () => void run(), { once: true });
}
