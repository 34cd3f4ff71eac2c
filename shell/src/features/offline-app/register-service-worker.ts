/**
 * Registers /sw-emea.js at root scope through workbox-window and maps its lifecycle onto spec §4's states: first
 * install → offline-ready; a new version waiting → needs-refresh (the prompt); the new version taking control after
 * the shopper asked for it, or activated from another tab (external activation) → reload.
 */
import { Workbox } from 'workbox-window';
import { $offlineApp, callHooks } from './offline-app-store';

export const SERVICE_WORKER_URL = '/sw-emea.js';
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const ACTIVATION_WAIT_MS = 3000;

export interface RegisteredWorker {
  /** "Reload" in the prompt: the waiting version takes over, then every page of the shop reloads. */
  updateNow(): void;
  /** Sends a message to the worker that controls the page (basket queue). */
  post(message: unknown): void;
}

export async function registerServiceWorker(
  win: Window,
  defaultLocale: string,
  reload: () => void = () => win.location.reload(),
): Promise<RegisteredWorker | null> {
  const wb = new Workbox(`${SERVICE_WORKER_URL}?default=${encodeURIComponent(defaultLocale)}`, { scope: '/' });
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate && !event.isExternal) {
      $offlineApp.setKey('offlineReady', true);
      callHooks('onOfflineReady');
    }
  });
  wb.addEventListener('waiting', () => {
    $offlineApp.setKey('needRefresh', true);
    callHooks('onNeedRefresh');
  });
  // A change of controller after the page already had one is an update: the one the prompt asked for, or one
  // activated from another tab (external activation). The first worker's claim is not (offline-ready instead). Read from
  // the container rather than workbox-window's events, which treat an update found later in the same page as external
  // and then send no 'controlling' for it.
  let controlled = win.navigator.serviceWorker.controller !== null;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  win.navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) reloadOnce();
    controlled = true;
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register();
  } catch (error) {
    callHooks('onRegisterError', error);
    return null;
  }
  $offlineApp.setKey('registered', true);
  callHooks('onRegistered', registration);
  const check = () => void registration?.update().catch(() => undefined);
  win.setInterval(check, UPDATE_CHECK_MS);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible') check();
  });
  return {
    updateNow: () => {
      // Straight to the waiting worker (workbox-window's messageSkipWaiting is silent for a worker it counts as
      // external), and a reload once it is active, should no controllerchange reach this page.
      const waiting = registration?.waiting;
      // Nothing waits any more (another tab activated it): the reload alone brings the new version.
      if (!waiting) return reloadOnce();
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'activated') reloadOnce();
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
      // Chromium stops the old worker to activate the new one; a request from this page in that very moment (a late
      // chunk, a poll) restarts it, and the activation is then dropped until the page leaves, when the old worker is
      // stopped in the middle of the reload's own navigation, which never answers (seen in the browser test under load).
      // So if the new version is not activating soon, this registration is given up and the page reloads from the
      // network; the reloaded page registers the new version afresh (the offline basket queue is kept in IndexedDB).
      win.setTimeout(() => {
        if (waiting.state === 'installed' && registration) void registration.unregister().finally(reloadOnce);
        else if (waiting.state === 'redundant') reloadOnce();
      }, ACTIVATION_WAIT_MS);
    },
    post: (message) => win.navigator.serviceWorker.controller?.postMessage(message),
  };
}
