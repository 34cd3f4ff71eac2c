import { atom } from 'nanostores';
import { emit } from '@sf/remote-contract';

export interface OpenDialog {
  name: string;
  arg: string;
  /** The element focused before opening, to restore focus on close. */
  returnFocus: HTMLElement | null;
}

export const $openDialog = atom<OpenDialog | null>(null);

export function openDialog(name: string, arg: string): void {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  $openDialog.set({ name, arg, returnFocus: active });
}

/** Closes the dialog, clears its fragment without a new history entry, and restores focus. */
export function closeOpenDialogs(): void {
  const open = $openDialog.get();
  if (!open) return;
  $openDialog.set(null);
  if (window.location.hash) {
    history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
  }
  // The page is inert until the modal <dialog> has closed, so focus can only return after React unmounts it.
  const returnFocus = open.returnFocus;
  if (returnFocus) requestAnimationFrame(() => returnFocus.focus());
  emit('dialog:close', { name: open.name });
}
