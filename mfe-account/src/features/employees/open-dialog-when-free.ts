import { emit, on } from '@sf/remote-contract';

/** Fragments that are not dialogs (the skip link, the consent panel anchor). */
const NOT_DIALOGS = new Set(['', '#', '#main', '#cookie-preferences']);

/**
 * Opens a dialog once no other dialog is open: right after sign-in the shell shows the welcome or sign-in
 * confirmation dialog, and the employee terms wait for it to close instead of replacing it. Returns a cancel function.
 */
export function openDialogWhenFree(name: string): () => void {
  const free = () => NOT_DIALOGS.has(globalThis.location?.hash ?? '');
  if (free()) {
    emit('dialog:open', { name });
    return () => undefined;
  }
  let stopped = false;
  const stop = () => {
    stopped = true;
    stopClose();
    globalThis.removeEventListener?.('hashchange', retry);
  };
  const retry = () => {
    if (stopped || !free()) return;
    stop();
    emit('dialog:open', { name });
  };
  // The shell clears the fragment before it announces the close; a tick later another dialog may have taken over.
  const stopClose = on('dialog:close', () => setTimeout(retry, 0));
  globalThis.addEventListener?.('hashchange', retry);
  return stop;
}
