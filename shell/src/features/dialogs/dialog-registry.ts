import { safeDecodeURIComponent, type DialogDeclaration, type RemoteEntry } from '@sf/contracts';

export interface RegisteredDialog extends DialogDeclaration {
  remote: string;
}

const dialogs = new Map<string, RegisteredDialog>();

/** Remotes declare their dialogs in package.json; the registry carries them, so none is loaded to register. */
export function registerDeclaredDialogs(remotes: readonly RemoteEntry[]): void {
  for (const remote of remotes) {
    for (const dialog of remote.dialogs ?? []) registerDialog({ ...dialog, remote: remote.name });
  }
}

export function registerDialog(dialog: RegisteredDialog): void {
  dialogs.set(dialog.name, dialog);
}

export function findDialog(name: string): RegisteredDialog | undefined {
  return dialogs.get(name);
}

/** `#content_faq-returns` → { name: 'content', arg: 'faq-returns' }; `#sign-in` → { name: 'sign-in', arg: '' }. */
export function parseDialogFragment(hash: string): { name: string; arg: string } | null {
  const fragment = safeDecodeURIComponent(hash.replace(/^#/, ''));
  if (!fragment) return null;
  const underscore = fragment.indexOf('_');
  return underscore === -1 ? { name: fragment, arg: '' } : { name: fragment.slice(0, underscore), arg: fragment.slice(underscore + 1) };
}
