import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $session, GUEST_SESSION } from '@sf/contracts';
import { pushUserData, trackUserData, userData } from './index';

const host = globalThis as { window?: { dataLayer?: unknown[] } };
const layer = () => host.window?.dataLayer ?? [];
const member = { ...GUEST_SESSION, status: 'registered' as const, customerId: 'c-1', email: 'mia@example.com', firstName: 'Mia', isLoyaltyMember: true };

beforeEach(() => {
  host.window = {};
  $session.set(GUEST_SESSION);
});
afterEach(() => {
  delete host.window;
  $session.set(GUEST_SESSION);
});

describe('user analytics', () => {
  it('reports the logged-in flag, consumer id, loyalty membership and employee flag; never the e-mail or name', () => {
    expect(userData(GUEST_SESSION)).toEqual({ loggedIn: false, consumerId: null, isLoyaltyMember: false, isEmployee: false });
    pushUserData(member);
    expect(layer()).toEqual([{ event: 'userData', user: { loggedIn: true, consumerId: 'c-1', isLoyaltyMember: true, isEmployee: false } }]);
    expect(JSON.stringify(layer())).not.toMatch(/mia|Mia/);
  });

  it('a guest is never reported as a member, whatever a stale atom says', () => {
    expect(userData({ ...GUEST_SESSION, isLoyaltyMember: true, isEmployee: true })).toMatchObject({ isLoyaltyMember: false, isEmployee: false });
  });

  it('tracks the session: pushes at start and when membership or login changes, not on other edits', () => {
    const stop = trackUserData();
    $session.set(member);
    $session.set({ ...member, firstName: 'Mia-Rose' });
    $session.set({ ...member, isLoyaltyMember: false });
    stop();
    $session.set(GUEST_SESSION);
    expect(layer().map((entry) => (entry as { user: { loggedIn: boolean; isLoyaltyMember: boolean } }).user)).toEqual([
      { loggedIn: false, consumerId: null, isLoyaltyMember: false, isEmployee: false },
      { loggedIn: true, consumerId: 'c-1', isLoyaltyMember: true, isEmployee: false },
      { loggedIn: true, consumerId: 'c-1', isLoyaltyMember: false, isEmployee: false },
    ]);
  });
});
