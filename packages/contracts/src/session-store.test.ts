import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart, $session, GUEST_SESSION, type SessionState } from '@sf/remote-contract';
import { on } from '@sf/remote-contract';
import {
  $sessionResolved,
  applySession,
  installSessionDriver,
  markLoyaltyMember,
  refreshSession,
  refreshSessionOrGuest,
  sessionStateFrom,
  signIn,
  signOut,
  type SessionDriver,
} from './session-store';
import type { CustomerProfile, SessionView } from './api/types';

const profile: CustomerProfile = {
  customerId: 'c-1',
  email: 'anna@example.com',
  emailVerified: true,
  pendingEmail: null,
  firstName: 'Anna',
  lastName: 'Berg',
  role: 'shopper',
  marketingOptIn: false,
  interests: [],
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00Z',
};
const signedIn: SessionView = { signedIn: true, customer: profile, expiresAt: 1_900_000_000_000, loyaltyBrands: [] };
const guest: SessionView = { signedIn: false, customer: null, expiresAt: null, loyaltyBrands: [] };

function fakeDriver(overrides: Partial<SessionDriver> = {}): SessionDriver {
  return {
    read: vi.fn(async () => guest),
    signIn: vi.fn(async () => ({ ...signedIn, firstSignIn: false })),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  };
}

afterEach(() => {
  $session.set(GUEST_SESSION);
  $sessionResolved.set(false);
  $cart.set({ basketId: null, totalItems: 0, currency: null });
});

describe('session store', () => {
  it('maps the server view to the session atom', () => {
    expect(sessionStateFrom(signedIn)).toEqual({
      status: 'registered',
      customerId: 'c-1',
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'Berg',
      emailVerified: true,
      expiresAt: 1_900_000_000_000,
      isLoyaltyMember: false,
      isEmployee: false,
    } satisfies SessionState);
    expect(sessionStateFrom({ ...signedIn, customer: { ...profile, role: 'employee' } }).isEmployee).toBe(true);
    expect(sessionStateFrom(guest)).toBe(GUEST_SESSION);
    // A view that says signed in without a customer is treated as a guest.
    expect(sessionStateFrom({ signedIn: true, customer: null, expiresAt: null, loyaltyBrands: [] })).toBe(GUEST_SESSION);
    // Loyalty is per brand: a member of Kerbside's programme is not one on the Northbound site.
    expect(sessionStateFrom({ ...signedIn, loyaltyBrands: ['kerbside'] }, 'northbound').isLoyaltyMember).toBe(false);
    expect(sessionStateFrom({ ...signedIn, loyaltyBrands: ['kerbside'] }, 'kerbside').isLoyaltyMember).toBe(true);
  });

  it('refresh marks the session as known and emits session:changed only on a change', async () => {
    const events: SessionState[] = [];
    const stop = on('session:changed', (state) => events.push(state));
    installSessionDriver(fakeDriver());
    await refreshSession();
    expect($sessionResolved.get()).toBe(true);
    expect(events).toEqual([]);
    installSessionDriver(fakeDriver({ read: async () => signedIn }));
    await refreshSession();
    await refreshSession();
    expect(events).toHaveLength(1);
    expect($session.get().firstName).toBe('Anna');
    stop();
  });

  it('is marked known only once $session holds the answer (guards waiting for it read the new session)', async () => {
    installSessionDriver(fakeDriver({ read: async () => signedIn }));
    const seen: string[] = [];
    const stop = $sessionResolved.listen((resolved) => resolved && seen.push($session.get().status));
    await refreshSession();
    expect(seen).toEqual(['registered']);
    stop();
  });

  it('signIn applies the result and hands it back (firstSignIn for the welcome dialog)', async () => {
    const driver = fakeDriver({ signIn: vi.fn(async () => ({ ...signedIn, firstSignIn: true })) });
    installSessionDriver(driver);
    const result = await signIn({ email: 'anna@example.com', password: 'correct horse battery' });
    expect(result.firstSignIn).toBe(true);
    expect(driver.signIn).toHaveBeenCalledWith({ email: 'anna@example.com', password: 'correct horse battery' });
    expect($session.get().status).toBe('registered');
  });

  it('a failed sign-in leaves the guest session as it was', async () => {
    installSessionDriver(fakeDriver({ signIn: async () => Promise.reject(new Error('401')) }));
    await expect(signIn({ email: 'anna@example.com', password: 'wrong' })).rejects.toThrow('401');
    expect($session.get()).toBe(GUEST_SESSION);
  });

  it('signOut ends the session on the server, then resets the session and the cart', async () => {
    const driver = fakeDriver();
    installSessionDriver(driver);
    applySession(sessionStateFrom(signedIn));
    $cart.set({ basketId: 'b-1', totalItems: 3, currency: 'GBP' });
    const cartEvents: unknown[] = [];
    const stop = on('cart:changed', (cart) => cartEvents.push(cart));
    await signOut({ everywhere: true });
    expect(driver.signOut).toHaveBeenCalledWith({ everywhere: true });
    expect($session.get()).toEqual(GUEST_SESSION);
    expect($cart.get()).toEqual({ basketId: null, totalItems: 0, currency: null });
    expect(cartEvents).toEqual([{ basketId: null, totalItems: 0, currency: null }]);
    stop();
  });

  it('keeps the session when the server could not end it', async () => {
    installSessionDriver(fakeDriver({ signOut: async () => Promise.reject(new Error('offline')) }));
    applySession(sessionStateFrom(signedIn));
    await expect(signOut()).rejects.toThrow('offline');
    expect($session.get().status).toBe('registered');
  });

  it('a session that ends elsewhere (expiry, another tab) resets the personal state too', () => {
    applySession(sessionStateFrom(signedIn));
    $cart.set({ basketId: 'b-1', totalItems: 1, currency: 'GBP' });
    applySession(GUEST_SESSION);
    expect($cart.get().basketId).toBeNull();
  });
  it('marks a signed-in shopper who joined the loyalty programme as a member, once; never a guest', () => {
    const changes: SessionState[] = [];
    const off = on('session:changed', (state) => changes.push(state));
    markLoyaltyMember();
    expect($session.get()).toEqual(GUEST_SESSION);
    applySession(sessionStateFrom(signedIn));
    markLoyaltyMember();
    markLoyaltyMember();
    expect($session.get().isLoyaltyMember).toBe(true);
    expect(changes.map((state) => state.isLoyaltyMember)).toEqual([false, true]);
    off();
  });
  it('a host that cannot read the session counts the visitor as a guest, and keeps a known session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installSessionDriver(fakeDriver({ read: vi.fn(async () => Promise.reject(new Error('down'))) }));
    await refreshSessionOrGuest('test');
    expect($sessionResolved.get()).toBe(true);
    expect($session.get()).toEqual(GUEST_SESSION);
    applySession(sessionStateFrom(signedIn));
    await refreshSessionOrGuest('test');
    expect($session.get().status).toBe('registered');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
