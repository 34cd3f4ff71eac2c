import { DOCUMENT_STATE_ID, type DocumentState } from '@sf/contracts';
import { $experiments, $flags, $site } from '@sf/remote-contract';
import { restoreConsent } from './features/consent/consent-store';
import { nextTask } from './app/next-task';
import { bootFailed } from './features/errors/boot-failure';

function readDocumentState(): DocumentState {
  const element = document.getElementById(DOCUMENT_STATE_ID);
  if (!element?.textContent) throw new Error('Document state is missing: the page was not served by the edge');
  return JSON.parse(element.textContent) as DocumentState;
}

/**
 * Boots the shell a step per task, so no single task holds the page for long (issue 13, total blocking time). The
 * app's modules are evaluated in stages too, by importing them one group at a time: evaluating them all at once was
 * the page's longest task (~0.47 s on a 4x slower phone CPU), V8 compiling each module as it first runs. Every stage
 * is in the build's first load (FirstLoadPlugin), so these imports fetch nothing (one whose deferred script failed is
 * fetched again); a stage that still fails reveals the notice that the page could not finish loading, with a reload.
 */
async function boot(): Promise<void> {
  const state = readDocumentState();
  $site.set(state.site);
  $flags.set(state.flags);
  // Issue 24: the variants the server rendered with, so hydration renders the same ones.
  $experiments.set(state.experiments ?? {});
  restoreConsent();
  await nextTask();
  const { initI18n } = await import('@sf/i18n');
  await initI18n({ locale: state.site.locale, payload: state.i18n, brand: state.site.brand, environment: state.environment });
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  const { startShell } = await import('./app/start-shell');
  await nextTask();
  await startShell(state);
}

boot().catch(bootFailed);
