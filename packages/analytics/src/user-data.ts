/**
 * Spec §3 user analytics: the logged-in flag and, for a signed-in shopper, the consumer id, loyalty membership and
 * employee flag. Read from `$session` (the identity session fills `isLoyaltyMember` from the loyalty module, and the
 * loyalty enrolment dialogs set it when a shopper joins). No e-mail and no name: the consumer id is the account's
 * opaque id.
 */
import { $session, type SessionState } from '@sf/contracts';
import { pushToDataLayer } from './data-layer';

export interface AnalyticsUser {
  loggedIn: boolean;
  consumerId: string | null;
  isLoyaltyMember: boolean;
  isEmployee: boolean;
}

export function userData(session: SessionState): AnalyticsUser {
  const loggedIn = session.status === 'registered';
  return {
    loggedIn,
    consumerId: loggedIn ? session.customerId : null,
    isLoyaltyMember: loggedIn && session.isLoyaltyMember,
    isEmployee: loggedIn && session.isEmployee,
  };
}

/** The `userData` entry for the session now. */
export function pushUserData(session: SessionState = $session.get()): void {
  pushToDataLayer({ event: 'userData', user: userData(session) });
}

const same = (a: AnalyticsUser, b: AnalyticsUser) =>
  a.loggedIn === b.loggedIn && a.consumerId === b.consumerId && a.isLoyaltyMember === b.isLoyaltyMember && a.isEmployee === b.isEmployee;

/**
 * Pushes `userData` once now and again whenever what it reports changes (sign-in, sign-out, joining the loyalty
 * programme, an employee session); other session changes (a name edit) push nothing. Returns the unsubscribe.
 * The shell calls it once at boot.
 */
export function trackUserData(): () => void {
  let last: AnalyticsUser | null = null;
  return $session.subscribe((session) => {
    const next = userData(session);
    if (last && same(last, next)) return;
    last = next;
    pushToDataLayer({ event: 'userData', user: next });
  });
}
