import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { $site, type DocumentState, type LifetimeValue } from '@sf/contracts';
import { siteQuery } from '@sf/api-client';
import { trackCustomStates, trackUserData } from '@sf/analytics';
import { registerMoneyFormat } from '@sf/ui';
import { shellApi } from '../features/api/shell-api';
import { registerRemoteEntries } from '../features/federation/remote-loader';
import { registerDeclaredDialogs } from '../features/dialogs/dialog-registry';
import { restoreCartSummary } from '../features/session/cart-summary';
import { startSessionSync } from '../features/session/session-sync';
import { markReloadOnNextNavigation } from '../features/federation/reload-flag';
import { listenForPageMeta } from '../features/routing/page-meta';
import { refreshFlagsOnIdentityChange, startFlagClient } from '../features/flags/flags-client';
import { captureServerSlots } from '../features/federation/server-slots';
import { startRealUserMonitoring } from '../features/rum/start-rum';
import { startClientIngest } from '../features/analytics/start-ingest';
import { startConsentGovernance } from '../features/consent/start-governance';
import { watchFirstInteraction } from '../features/federation/first-interaction';
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
  trackUserData(() => shellApi.get<LifetimeValue>('/api/account/lifetime-value', { query: siteQuery(state.site) }));
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
  // Issue 13: Core Web Vitals to /api/rum, only with performance consent (web-vitals loads once it is given).
  startRealUserMonitoring(state);
  // Issue 24: data-layer events to /api/analytics/events, only with performance consent (the collector loads once given).
  startClientIngest(state);
  // Issue 24: the spec §3 profile to /api/personalisation/events, only with targeting consent. Even its consent watch
  // is a chunk of its own (no page's first load grows); the sender is another, loaded once targeting is allowed.
  void import(/* webpackChunkName: "perso-watch" */ '../features/personalisation/start-personalisation').then(
    ({ startPersonalisation }) => startPersonalisation(state),
    () => undefined,
  );
  // Issue 24: what a category stored goes when it is not allowed (its code loads when there may be something to delete).
  startConsentGovernance();
}
