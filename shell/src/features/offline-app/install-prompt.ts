/**
 * The install prompt (spec §4): the browser's `beforeinstallprompt` is kept (its own mini bar is prevented) and the
 * shell offers an install button instead; shown, accepted and dismissed are recorded. `appinstalled` and a standalone
 * display mark the app installed.
 */
import { $offlineApp, isStandalone } from './offline-app-store';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

export function watchInstallPrompt(win: Window): () => void {
  if (isStandalone(win)) $offlineApp.setKey('installed', true);
  const onPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    if (!$offlineApp.get().installed) $offlineApp.setKey('installPrompt', 'available');
  };
  const onInstalled = () => {
    deferred = null;
    $offlineApp.setKey('installed', true);
    $offlineApp.setKey('installPrompt', 'accepted');
  };
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onPrompt);
    win.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install dialog; resolves with the shopper's answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null; // a prompt event can be used once
  $offlineApp.setKey('installPrompt', 'shown');
  await event.prompt();
  const { outcome } = await event.userChoice;
  $offlineApp.setKey('installPrompt', outcome);
  if (outcome === 'accepted') $offlineApp.setKey('installed', true);
  return outcome;
}

/** "Not now": the button goes away for this page view. */
export function dismissInstall(): void {
  deferred = null;
  $offlineApp.setKey('installPrompt', 'dismissed');
}
