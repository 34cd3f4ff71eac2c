import { afterEach, describe, expect, it, vi } from 'vitest';
import { $sessionResolved, SESSION_PING_KEY } from '@sf/contracts';
import { $session, GUEST_SESSION, on, type SessionState } from '@sf/remote-contract';
import { startSessionSync } from './session-sync';

const customer = {
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
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const signedIn = (expiresAt: number) => json(200, { signedIn: true, customer, expiresAt, loyaltyBrands: [] });
const guest = () => json(200, { signedIn: false, customer: null, expiresAt: null, loyaltyBrands: [] });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  $session.set(GUEST_SESSION);
  $sessionResolved.set(false);
});

describe('session bootstrap', () => {
  it('fills $session from GET /api/identity/session at boot and emits session:changed', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => signedIn(Date.now() + 3_600_000));
    vi.stubGlobal('fetch', fetch);
    const events: SessionState[] = [];
    const off = on('session:changed', (state) => events.push(state));
    stop = startSessionSync();
    await vi.waitFor(() => expect($sessionResolved.get()).toBe(true));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/identity/session');
    expect($session.get()).toMatchObject({ status: 'registered', firstName: 'Anna', lastName: 'Berg', emailVerified: true });
    expect(events).toHaveLength(1);
    off();
  });

  it('counts a visitor whose session cannot be read as a guest, so guards do not wait for ever', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' })),
    );
    stop = startSessionSync();
    await vi.waitFor(() => expect($sessionResolved.get()).toBe(true));
    expect($session.get()).toEqual(GUEST_SESSION);
  });

  it('asks again when another tab signs in or out', async () => {
    const fetch = vi.fn(async () => guest());
    vi.stubGlobal('fetch', fetch);
    stop = startSessionSync();
    await vi.waitFor(() => expect($sessionResolved.get()).toBe(true));
    fetch.mockImplementation(async () => signedIn(Date.now() + 3_600_000));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_PING_KEY, newValue: String(Date.now()) }));
    await vi.waitFor(() => expect($session.get().status).toBe('registered'));
  });

  it('ends the session in the browser at its absolute expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fetch = vi.fn(async () => signedIn(Date.now() + 60_000));
    vi.stubGlobal('fetch', fetch);
    stop = startSessionSync();
    await vi.waitFor(() => expect($session.get().status).toBe('registered'));
    fetch.mockImplementation(async () => guest());
    await vi.advanceTimersByTimeAsync(61_500);
    await vi.waitFor(() => expect($session.get().status).toBe('guest'));
  });
});
