import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, GUEST_SESSION } from '@sf/remote-contract';
import { $employeeSession, employeeExpiryScheduled, endEmployeeSession, startEmployeeSession } from './employee-session';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const session = (hours: number, token = 'token-a') => ({ employeeToken: token, employeeExpiryTime: NOW + hours * HOUR });

describe('$employeeSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    endEmployeeSession();
    vi.useRealTimers();
  });

  it('clears itself at employeeExpiryTime, not a moment before', () => {
    startEmployeeSession(session(8));
    vi.advanceTimersByTime(8 * HOUR - 1);
    expect($employeeSession.get()).toEqual(session(8));
    vi.advanceTimersByTime(1);
    expect($employeeSession.get()).toBeNull();
    expect(employeeExpiryScheduled()).toBe(false);
  });

  it('cancels the timer when the token goes away', () => {
    const seen: Array<string | null> = [];
    const stop = $employeeSession.listen((value) => seen.push(value?.employeeToken ?? null));
    startEmployeeSession(session(8));
    expect(employeeExpiryScheduled()).toBe(true);
    endEmployeeSession();
    expect(employeeExpiryScheduled()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(9 * HOUR);
    expect(seen).toEqual(['token-a', null]);
    stop();
  });

  it('follows a replacing session: the old expiry no longer clears it', () => {
    startEmployeeSession(session(1, 'first'));
    startEmployeeSession(session(8, 'second'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2 * HOUR);
    expect($employeeSession.get()?.employeeToken).toBe('second');
    vi.advanceTimersByTime(6 * HOUR);
    expect($employeeSession.get()).toBeNull();
  });

  it('also re-arms when the atom is written directly', () => {
    $employeeSession.set(session(2));
    vi.advanceTimersByTime(2 * HOUR);
    expect($employeeSession.get()).toBeNull();
  });

  it('goes away with the signed-in employee', () => {
    const employee = { ...GUEST_SESSION, status: 'registered' as const, customerId: 'c1', email: 'e@example.com', isEmployee: true };
    $session.set(employee);
    startEmployeeSession(session(8));
    $session.set({ ...employee, firstName: 'Eve' });
    expect($employeeSession.get()).not.toBeNull();
    $session.set(GUEST_SESSION);
    expect($employeeSession.get()).toBeNull();
    expect(employeeExpiryScheduled()).toBe(false);
  });

  it('keeps nothing that has already expired or is malformed', () => {
    expect(startEmployeeSession(session(-1))).toBeNull();
    expect(startEmployeeSession({ employeeToken: '', employeeExpiryTime: NOW + HOUR })).toBeNull();
    expect(startEmployeeSession({ employeeToken: 'x', employeeExpiryTime: Number.NaN })).toBeNull();
    expect($employeeSession.get()).toBeNull();
  });

  it('waits out an expiry beyond the longest timer delay without clearing early', () => {
    startEmployeeSession(session(24 * 30));
    vi.advanceTimersByTime(25 * 24 * HOUR);
    expect($employeeSession.get()).not.toBeNull();
    vi.advanceTimersByTime(5 * 24 * HOUR);
    expect($employeeSession.get()).toBeNull();
  });
});
