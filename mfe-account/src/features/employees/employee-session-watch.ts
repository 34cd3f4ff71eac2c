import { atom } from 'nanostores';
import { $employeeSession, startEmployeeSession } from '@sf/contracts';
import { $session, type SessionState } from '@sf/remote-contract';
import type { EmployeesApi } from './employees-api';

/** True while the signed-in employee has not accepted the current terms (the header offers them again). */
export const $employeeTermsPending = atom(false);

export const EMPLOYEE_TERMS_DIALOG = 'employee-terms';

export interface EmployeeSessionWatch {
  api: EmployeesApi;
  /** Opens the terms dialog (when no other dialog is open); returns a cancel function. */
  openTerms: () => () => void;
  /** Whether the dialog was already offered to this customer in this tab: it opens by itself only once. */
  offered: { has(customerId: string): boolean; mark(customerId: string): void };
  /** Told when a session ended by reaching its expiry (the header shows a message). */
  onExpired?: () => void;
}

const whoIs = (session: SessionState) => `${session.status}:${session.customerId ?? ''}:${session.isEmployee}`;

/**
 * Spec §3/§4 employee session in the browser. When an employee is signed in: restore this browser's session, else
 * start one when the current terms are accepted, else offer the terms dialog (it starts the session on acceptance).
 * When the session goes away (expiry, sign-out) it is ended on the server too.
 */
export function watchEmployeeSession(deps: EmployeeSessionWatch): () => void {
  let generation = 0;
  let cancelDialog: (() => void) | null = null;
  let current = '';

  async function arrive(session: SessionState): Promise<void> {
    const run = ++generation;
    cancelDialog?.();
    cancelDialog = null;
    $employeeTermsPending.set(false);
    if (session.status !== 'registered' || !session.isEmployee || !session.customerId || $employeeSession.get()) return;
    const customerId = session.customerId;
    try {
      const restored = await deps.api.current();
      if (run !== generation) return;
      if (restored) {
        startEmployeeSession(restored);
        return;
      }
      const terms = await deps.api.terms();
      if (run !== generation) return;
      if (terms.accepted) {
        const started = await deps.api.start();
        if (run === generation) startEmployeeSession(started);
        return;
      }
      $employeeTermsPending.set(true);
      if (!deps.offered.has(customerId)) {
        deps.offered.mark(customerId);
        cancelDialog = deps.openTerms();
      }
    } catch (error) {
      // Employee prices are a benefit, not a condition for shopping: the page goes on without them.
      console.warn('[mfe-account] employee session could not be started', error);
    }
  }

  const follow = (session: SessionState) => {
    const who = whoIs(session);
    if (who === current) return;
    current = who;
    void arrive(session);
  };
  follow($session.get());
  const stopSession = $session.listen(follow);
  const stopEmployee = $employeeSession.listen((value, previous) => {
    if (value || !previous) return;
    void deps.api.end();
    const session = $session.get();
    if (session.status === 'registered' && session.isEmployee && previous.employeeExpiryTime <= Date.now()) deps.onExpired?.();
  });
  return () => {
    generation += 1;
    cancelDialog?.();
    stopSession();
    stopEmployee();
  };
}

/** Per tab (sessionStorage): the terms dialog opened by itself for these customers already. */
export const tabMemory = {
  key: (customerId: string) => `sf-employee-terms-offered:${customerId}`,
  has(customerId: string): boolean {
    try {
      return globalThis.sessionStorage?.getItem(this.key(customerId)) === '1';
    } catch {
      return false;
    }
  },
  mark(customerId: string): void {
    try {
      globalThis.sessionStorage?.setItem(this.key(customerId), '1');
    } catch {
      /* storage blocked: the dialog may be offered again, which is harmless */
    }
  },
};

/** Used by the terms dialog: the acceptance was recorded and a session started. */
export function employeeSessionStarted(session: { employeeToken: string; employeeExpiryTime: number }): void {
  $employeeTermsPending.set(false);
  startEmployeeSession(session);
}
