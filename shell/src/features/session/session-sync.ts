import { httpSessionDriver } from '@sf/api-client';
import { installSessionDriver, refreshSessionOrGuest, SESSION_PING_KEY } from '@sf/contracts';
import { $session } from '@sf/remote-contract';
import { shellApi } from '../api/shell-api';

/** setTimeout takes at most a signed 32-bit delay (~24.8 days); later expiries are re-armed on the way. */
const MAX_TIMER_MS = 2_147_483_647;
/** A tab that comes back after this long asks again (idle expiry, a sign-out elsewhere without a ping). */
const STALE_AFTER_MS = 5 * 60_000;

/**
 * Spec §4 login state, owned by the shell: installs the session driver every remote's `signIn`/`signOut` goes
 * through, asks `GET /api/identity/session` at boot (filling `$session`, emitting `session:changed`), and keeps it
 * true afterwards: at the session's absolute expiry, when another tab signs in or out, and when a tab that was
 * hidden for a while comes back. Returns a stop function (tests).
 */
export function startSessionSync(): () => void {
  installSessionDriver(httpSessionDriver(shellApi));
  let lastRefresh = 0;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const refresh = () => {
    lastRefresh = Date.now();
    return refreshSessionOrGuest('shell');
  };

  const armExpiry = (expiresAt: number | null | undefined) => {
    clearTimeout(expiryTimer);
    if (!expiresAt) return;
    const delay = Math.min(Math.max(0, expiresAt - Date.now()) + 1_000, MAX_TIMER_MS);
    expiryTimer = setTimeout(() => {
      if (Date.now() >= expiresAt) void refresh();
      else armExpiry(expiresAt);
    }, delay);
  };

  const stopExpiry = $session.subscribe((session) => armExpiry(session.status === 'registered' ? session.expiresAt : null));
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_PING_KEY) void refresh();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastRefresh > STALE_AFTER_MS) void refresh();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  void refresh();

  return () => {
    stopExpiry();
    clearTimeout(expiryTimer);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
