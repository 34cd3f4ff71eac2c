/**
 * Spec §4's service worker states (issue 26), one store for the prompts and for anyone who asks: offline-ready and
 * needs-refresh flags, the install prompt (unavailable, available, shown, accepted, dismissed), installed (a
 * standalone display counts), and the basket changes waiting to be sent. Spec §8: registration failures are reported
 * through hooks; the default hook logs them.
 */
import { map } from 'nanostores';

export type InstallPromptState = 'unavailable' | 'available' | 'shown' | 'accepted' | 'dismissed';

export interface OfflineAppState {
  /** A worker is registered and controls this origin's EMEA pages. */
  registered: boolean;
  /** The first worker finished installing: the shop's shell now opens without a connection. */
  offlineReady: boolean;
  /** A new version is waiting; the "new version available" prompt offers a reload. */
  needRefresh: boolean;
  installPrompt: InstallPromptState;
  installed: boolean;
  /** Basket changes made offline, not sent yet. */
  basketPending: number;
}

export const $offlineApp = map<OfflineAppState>({
  registered: false,
  offlineReady: false,
  needRefresh: false,
  installPrompt: 'unavailable',
  installed: false,
  basketPending: 0,
});

export interface ServiceWorkerHooks {
  onRegistered?: (registration: ServiceWorkerRegistration | undefined) => void;
  onRegisterError?: (error: unknown) => void;
  onOfflineReady?: () => void;
  onNeedRefresh?: () => void;
}

const defaultHooks: ServiceWorkerHooks = {
  onRegisterError: (error) => console.error('[shell] Service worker registration failed', error),
};
let hooks: ServiceWorkerHooks[] = [defaultHooks];

/** Adds hooks (monitoring, analytics); returns a function that removes them. */
export function addServiceWorkerHooks(added: ServiceWorkerHooks): () => void {
  hooks = [...hooks, added];
  return () => {
    hooks = hooks.filter((entry) => entry !== added);
  };
}

export function callHooks<K extends keyof ServiceWorkerHooks>(name: K, ...args: Parameters<NonNullable<ServiceWorkerHooks[K]>>): void {
  for (const entry of hooks) {
    try {
      (entry[name] as ((...values: typeof args) => void) | undefined)?.(...args);
    } catch (error) {
      console.error(`[shell] service worker hook ${name} failed`, error);
    }
  }
}

/** Spec §4: a standalone (or fullscreen, minimal-ui) display is an installed app, as is iOS's home-screen mode. */
export function isStandalone(win: Window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || ['standalone', 'fullscreen', 'minimal-ui'].some((mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches);
}
