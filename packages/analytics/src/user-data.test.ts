import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $session, GUEST_SESSION } from '@sf/remote-contract';
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
    expect(userData(GUEST_SESSION)).toEqual({ loggedIn: false, guestId: null, sessionId: null, consumerId: null, isLoyaltyMember: false, isEmployee: false });
    pushUserData(member);
    expect(layer()).toEqual([
      { event: 'userData', user: { loggedIn: true, guestId: null, sessionId: null, consumerId: 'c-1', isLoyaltyMember: true, isEmployee: false } },
    ]);
    expect(JSON.stringify(layer())).not.toMatch(/mia|Mia/);
  });

  it('reports the guest id for guests only, and the session id cookie for everyone', () => {
    const ids = { guestId: 'guest-id-0123456789', sessionId: 'session-id-0123456789' };
    expect(userData(GUEST_SESSION, ids)).toMatchObject(ids);
    expect(userData(member, ids)).toMatchObject({ guestId: null, sessionId: 'session-id-0123456789', consumerId: 'c-1' });
  });

  it('reads both ids from their cookies, never making one', () => {
    const page = globalThis as { document?: { cookie: string } };
    page.document = { cookie: 'sf-consent=p1.f1.t1; sf_sid=AbCdEfGhIjKlMnOpQrStUv; sf_gid=guest_0123456789abcdef' };
    try {
      expect(userData(GUEST_SESSION)).toMatchObject({ sessionId: 'AbCdEfGhIjKlMnOpQrStUv', guestId: 'guest_0123456789abcdef' });
      page.document = { cookie: 'sf_sid=short; xsf_gid=guest_0123456789abcdef' };
      expect(userData(GUEST_SESSION)).toMatchObject({ sessionId: null, guestId: null });
    } finally {
      delete page.document;
    }
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
      { loggedIn: false, guestId: null, sessionId: null, consumerId: null, isLoyaltyMember: false, isEmployee: false },
      { loggedIn: true, guestId: null, sessionId: null, consumerId: 'c-1', isLoyaltyMember: true, isEmployee: false },
      { loggedIn: true, guestId: null, sessionId: null, consumerId: 'c-1', isLoyaltyMember: false, isEmployee: false },
    ]);
  });

  it("adds the signed-in shopper's lifetime value the host loads, and reports without it when the load fails", async () => {
    const lifetimeValue = { currency: 'GBP' as const, clv: 45000, monetary: 15000, numberOfPurchases: 3, pastSpend: 30000 };
    let fail = false;
    const stop = trackUserData(async () => {
      if (fail) throw new Error('offline');
      return lifetimeValue;
    });
    $session.set(member);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = true;
    $session.set({ ...member, isLoyaltyMember: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    const users = layer().map((entry) => (entry as { user: Record<string, unknown> }).user);
    expect(users[0]).toEqual({ loggedIn: false, guestId: null, sessionId: null, consumerId: null, isLoyaltyMember: false, isEmployee: false });
    expect(users[1]).toEqual({ loggedIn: true, guestId: null, sessionId: null, consumerId: 'c-1', isLoyaltyMember: true, isEmployee: false, lifetimeValue });
    expect(users[2]).toEqual({ loggedIn: true, guestId: null, sessionId: null, consumerId: 'c-1', isLoyaltyMember: false, isEmployee: false });
  });
});
