/**
 * Spec §3 user analytics: the logged-in flag and, for a signed-in shopper, the consumer id, loyalty membership,
 * employee flag and lifetime value (clv, monetary, number of purchases, past spend; loaded by the host). Read from `$session` (the identity session fills `isLoyaltyMember` from the loyalty module, and the
 * loyalty enrolment dialogs set it when a shopper joins). No e-mail and no name: the consumer id is the account's
 * opaque id.
 */
import type { LifetimeValue } from '@sf/contracts';
import { $session, type SessionState } from '@sf/remote-contract';
import { pushToDataLayer } from './data-layer';

export interface AnalyticsUser {
  loggedIn: boolean;
  /** The guest id cookie (guests only); null until performance consent let the ingest collector create it. */
  guestId: string | null;
  /** The browsing session's id cookie (first-party, no expiry); null until performance consent created it. */
  sessionId: string | null;
  consumerId: string | null;
  isLoyaltyMember: boolean;
  isEmployee: boolean;
  /** Signed-in shoppers only, when the host could load it. */
  lifetimeValue?: LifetimeValue;
}

/** Loads the signed-in shopper's lifetime value (the shell asks `/api/account/lifetime-value`); null when unknown. */
export type LifetimeValueLoader = () => Promise<LifetimeValue | null>;

/**
 * The two cookies as they are now (never made here: only the ingest collector makes them, with consent). A regular
 * expression rather than browser-ids.ts: this runs in every page's first load, the cookie-making code does not.
 */
function cookieId(name: string): string | null {
  const cookies = (globalThis as { document?: { cookie: string } }).document?.cookie ?? '';
  return new RegExp(`(?:^|;\\s*)${name}=([A-Za-z0-9_-]{16,64})(?:;|$)`).exec(cookies)?.[1] ?? null;
}

export function userData(
  session: SessionState,
  ids: { guestId: string | null; sessionId: string | null } = { guestId: cookieId('sf_gid'), sessionId: cookieId('sf_sid') },
): AnalyticsUser {
  const loggedIn = session.status === 'registered';
  return {
    loggedIn,
    guestId: loggedIn ? null : ids.guestId,
    sessionId: ids.sessionId,
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
 * programme, an employee session); other session changes (a name edit) push nothing. For a signed-in shopper it
 * first loads the lifetime value through `loadLifetimeValue`. Returns the unsubscribe. The shell calls it once at boot.
 */
export function trackUserData(loadLifetimeValue?: LifetimeValueLoader): () => void {
  let last: AnalyticsUser | null = null;
  return $session.subscribe((session) => {
    const next = userData(session);
    if (last && same(last, next)) return;
    last = next;
    if (!next.loggedIn || !loadLifetimeValue) {
      pushToDataLayer({ event: 'userData', user: next });
      return;
    }
    // One entry per change, with the lifetime value when it arrives in time; a failed load reports without it.
    loadLifetimeValue()
      .catch(() => null)
      .then((lifetimeValue) => {
        if (last !== next) return;
        pushToDataLayer({ event: 'userData', user: lifetimeValue ? { ...next, lifetimeValue } : next });
      });
  });
}
