import type { SessionState } from '@sf/remote-contract';
import type { RegisteredDialog } from './dialog-registry';

export type GuardOutcome = { action: 'open' } | { action: 'block' } | { action: 'redirect'; to: string };

/** Spec §2: fragment dialogs honour guards — block (remove fragment) or redirect — for guests or registered users. */
export function evaluateGuard(dialog: RegisteredDialog, session: SessionState): GuardOutcome {
  const guard = dialog.guard;
  if (!guard || guard.audience !== session.status) return { action: 'open' };
  if (guard.action === 'redirect' && guard.to) return { action: 'redirect', to: guard.to };
  return { action: 'block' };
}
