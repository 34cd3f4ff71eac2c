import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $employeeSession, type EmployeeTerms } from '@sf/contracts';
import { $session, GUEST_SESSION, type SessionState } from '@sf/remote-contract';
import type { EmployeesApi } from './employees-api';
import { $employeeTermsPending, watchEmployeeSession } from './employee-session-watch';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const employee: SessionState = {
  ...GUEST_SESSION,
  status: 'registered',
  customerId: 'c-emp',
  email: 'employee@storefront.test',
  firstName: 'Erin',
  isEmployee: true,
};
const shopper: SessionState = { ...employee, customerId: 'c-shop', isEmployee: false };
const terms = (accepted: boolean): EmployeeTerms => ({
  version: '2026-01-15',
  language: 'en',
  title: 'Employee purchase terms',
  paragraphs: ['Use it for yourself.'],
  discounts: { northbound: 40 },
  accepted,
  acceptedAt: accepted ? '2026-01-15T09:00:00.000Z' : null,
});
const session = (token: string, hours = 8) => ({ employeeToken: token, employeeExpiryTime: NOW + hours * HOUR });

function fakeApi(overrides: Partial<EmployeesApi> = {}) {
  return {
    terms: vi.fn(async () => terms(false)),
    accept: vi.fn(async (version: string) => ({ version, acceptedAt: new Date(NOW).toISOString() })),
    start: vi.fn(async () => session('started')),
    current: vi.fn(async () => null),
    end: vi.fn(async () => undefined),
    ...overrides,
  } satisfies EmployeesApi;
}
const memory = () => {
  const seen = new Set<string>();
  return { has: (id: string) => seen.has(id), mark: (id: string) => void seen.add(id) };
};

describe('watchEmployeeSession', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    stop?.();
    $session.set(GUEST_SESSION);
    $employeeSession.set(null);
    $employeeTermsPending.set(false);
    vi.useRealTimers();
  });
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it("restores this browser's session after a reload, without asking for the terms", async () => {
    const api = fakeApi({ current: vi.fn(async () => session('restored')) });
    const openTerms = vi.fn(() => () => undefined);
    $session.set(employee);
    stop = watchEmployeeSession({ api, openTerms, offered: memory() });
    await settle();
    expect($employeeSession.get()).toEqual(session('restored'));
    expect(api.terms).not.toHaveBeenCalled();
    expect(openTerms).not.toHaveBeenCalled();
  });

  it('starts a session at sign-in when the terms are accepted', async () => {
    const api = fakeApi({ terms: vi.fn(async () => terms(true)) });
    stop = watchEmployeeSession({ api, openTerms: vi.fn(() => () => undefined), offered: memory() });
    expect(api.current).not.toHaveBeenCalled();
    $session.set(employee);
    await settle();
    expect(api.start).toHaveBeenCalledTimes(1);
    expect($employeeSession.get()?.employeeToken).toBe('started');
    // Another change of the same sign-in (a name) asks nothing again.
    $session.set({ ...employee, firstName: 'E.' });
    await settle();
    expect(api.current).toHaveBeenCalledTimes(1);
  });

  it('offers the terms dialog at the first sign-in, once per tab, until accepted', async () => {
    const api = fakeApi();
    const openTerms = vi.fn(() => () => undefined);
    const offered = memory();
    stop = watchEmployeeSession({ api, openTerms, offered });
    $session.set(employee);
    await settle();
    expect(openTerms).toHaveBeenCalledTimes(1);
    expect($employeeTermsPending.get()).toBe(true);
    expect(api.start).not.toHaveBeenCalled();
    expect($employeeSession.get()).toBeNull();

    $session.set(GUEST_SESSION);
    $session.set(employee);
    await settle();
    expect(openTerms).toHaveBeenCalledTimes(1);
    expect($employeeTermsPending.get()).toBe(true);
  });

  it('does nothing for guests and shoppers', async () => {
    const api = fakeApi();
    stop = watchEmployeeSession({ api, openTerms: vi.fn(() => () => undefined), offered: memory() });
    $session.set(shopper);
    await settle();
    expect(api.current).not.toHaveBeenCalled();
    expect(api.terms).not.toHaveBeenCalled();
  });

  it('ends the session on the server at sign-out, and ignores answers that arrive after it', async () => {
    let answer: (value: ReturnType<typeof session> | null) => void = () => undefined;
    const api = fakeApi({ current: vi.fn(() => new Promise<ReturnType<typeof session> | null>((resolve) => (answer = resolve))) });
    stop = watchEmployeeSession({ api, openTerms: vi.fn(() => () => undefined), offered: memory() });
    $session.set(employee);
    $session.set(GUEST_SESSION);
    answer(session('late'));
    await settle();
    expect($employeeSession.get()).toBeNull();

    const signedIn = fakeApi({ current: vi.fn(async () => session('live')) });
    stop();
    stop = watchEmployeeSession({ api: signedIn, openTerms: vi.fn(() => () => undefined), offered: memory() });
    $session.set(employee);
    await settle();
    expect($employeeSession.get()?.employeeToken).toBe('live');
    $session.set(GUEST_SESSION);
    expect($employeeSession.get()).toBeNull();
    expect(signedIn.end).toHaveBeenCalledTimes(1);
  });

  it('clears the session at its expiry, ends it on the server and says so', async () => {
    const api = fakeApi({ current: vi.fn(async () => session('short', 1)) });
    const onExpired = vi.fn();
    stop = watchEmployeeSession({ api, openTerms: vi.fn(() => () => undefined), offered: memory(), onExpired });
    $session.set(employee);
    await settle();
    expect($employeeSession.get()?.employeeToken).toBe('short');
    await vi.advanceTimersByTimeAsync(HOUR);
    expect($employeeSession.get()).toBeNull();
    expect(api.end).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
