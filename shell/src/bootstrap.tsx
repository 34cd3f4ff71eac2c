import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { $flags, $site, DOCUMENT_STATE_ID, type DocumentState, type LifetimeValue } from '@sf/contracts';
import { siteQuery } from '@sf/api-client';
import { shellApi } from './features/api/shell-api';
import { initI18n } from '@sf/i18n';
import { App } from './app/app';
import { registerRemoteEntries } from './features/federation/remote-loader';
import { registerDeclaredDialogs } from './features/dialogs/dialog-registry';
import { restoreConsent } from './features/consent/consent-store';
import { restoreCartSummary } from './features/session/cart-summary';
import { startSessionSync } from './features/session/session-sync';
import { startBuildWatch } from './features/federation/build-watch';
import { listenForPageMeta } from './features/routing/page-meta';
import { trackCustomStates, trackUserData } from '@sf/analytics';
import { refreshFlagsOnIdentityChange } from './features/flags/flags-client';
import { captureServerSlots } from './features/federation/server-slots';
import { startRealUserMonitoring } from './features/rum/start-rum';
import { watchFirstInteraction } from './features/federation/first-interaction';
import { prepareMoneyFormat } from '@sf/ui';

/** Resolves in a later task, so the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function readDocumentState(): DocumentState {
  const element = document.getElementById(DOCUMENT_STATE_ID);
  if (!element?.textContent) throw new Error('Document state is missing: the page was not served by the edge');
  return JSON.parse(element.textContent) as DocumentState;
}

async function boot(): Promise<void> {
  // The federation runtime has just started in this task (share scope, the bootstrap chunk): boot in the next ones,
  // a step per task, so no single task holds the page for long (issue 13, total blocking time).
  await nextTask();
  const state = readDocumentState();
  $site.set(state.site);
  $flags.set(state.flags);
  restoreConsent();
  await initI18n({ locale: state.site.locale, payload: state.i18n, brand: state.site.brand, environment: state.environment });
  await nextTask();
  registerRemoteEntries(state.registry.remotes);
  registerDeclaredDialogs(state.registry.remotes);
  startSessionSync();
  watchFirstInteraction(window);
  void restoreCartSummary(state.site);
  startBuildWatch(state.buildId);
  listenForPageMeta();
  // Spec §3 user analytics (logged in, consumer id, loyalty member, employee, lifetime value), pushed again whenever
  // they change.
  trackUserData(() => shellApi.get<LifetimeValue>('/api/account/lifetime-value', { query: siteQuery(state.site) }));
  // Spec §3 personalisation custom states (cartEmpty, employeeLoggedIn, loggedIn, loyaltyEnrolled).
  trackCustomStates();
  refreshFlagsOnIdentityChange();
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the document');
  if (state.serverRendered) {
    // Issue 13: adopt the server's markup. Slots keep their server HTML and their parcels hydrate it in turn.
    captureServerSlots(container);
    // Work hydration would otherwise do inside one of its tasks, in a task of its own: the page's currency format.
    prepareMoneyFormat(state.site.tag, state.site.currency);
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
  // Issue 13: Core Web Vitals to /api/rum, only with performance consent (web-vitals loads once it is given).
  startRealUserMonitoring(state);
}

void boot();
