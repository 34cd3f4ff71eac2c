/**
 * The employee session of spec §3/§4: `{ employeeToken, employeeExpiryTime }` while a signed-in employee has one, else
 * null. It clears itself at `employeeExpiryTime`, and the timer is cancelled whenever the token goes away or is
 * replaced (sign-out, a new session). mfe-account starts and restores it; anyone may follow it.
 */
import { atom } from 'nanostores';
import { $session } from '@sf/remote-contract';

export interface EmployeeSessionState {
  /** Opaque; the server keeps only its hash and checks it. */
  employeeToken: string;
  /** Epoch milliseconds. */
  employeeExpiryTime: number;
}

export const $employeeSession = atom<EmployeeSessionState | null>(null);

/** setTimeout's longest delay (about 24.8 days); a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function watchExpiry(session: EmployeeSessionState | null): void {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!session) return;
  const wait = Math.min(Math.max(session.employeeExpiryTime - Date.now(), 0), MAX_TIMER_MS);
  expiryTimer = setTimeout(() => {
    expiryTimer = undefined;
    // Only the session this timer was set for; a replaced one has its own timer.
    if ($employeeSession.get() !== session) return;
    if (Date.now() >= session.employeeExpiryTime) $employeeSession.set(null);
    else watchExpiry(session);
  }, wait);
}

// Every change of the atom, from any writer, re-arms or cancels the one timer.
$employeeSession.listen(watchExpiry);
// The session belongs to the signed-in employee: signing out (or a shopper signing in) ends it in this browser.
$session.listen((session) => {
  if ((session.status === 'guest' || !session.isEmployee) && $employeeSession.get()) $employeeSession.set(null);
});

/** Sets the session; one that has already expired is not kept. Returns what the atom holds afterwards. */
export function startEmployeeSession(session: EmployeeSessionState): EmployeeSessionState | null {
  const valid = typeof session.employeeToken === 'string' && session.employeeToken !== '' && Number.isFinite(session.employeeExpiryTime);
  $employeeSession.set(valid && session.employeeExpiryTime > Date.now() ? { ...session } : null);
  return $employeeSession.get();
}

export function endEmployeeSession(): void {
  $employeeSession.set(null);
}

/** Whether an expiry timer is pending (for tests and diagnostics). */
export const employeeExpiryScheduled = (): boolean => expiryTimer !== undefined;
