import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $cart, $session, GUEST_SESSION } from '@sf/remote-contract';
import { customStates, trackCustomStates } from './index';

const host = globalThis as { window?: { dataLayer?: unknown[] } };
const layer = () => host.window?.dataLayer ?? [];
const employee = { ...GUEST_SESSION, status: 'registered' as const, customerId: 'c-1', email: 'erin@example.com', isEmployee: true };
const emptyCart = { basketId: null, totalItems: 0, currency: null };

beforeEach(() => {
  host.window = {};
  $session.set(GUEST_SESSION);
  $cart.set(emptyCart);
});
afterEach(() => {
  delete host.window;
  $session.set(GUEST_SESSION);
  $cart.set(emptyCart);
});

describe('personalisation custom states', () => {
  it('flags a signed-in employee (employeeLoggedIn) and never a guest', () => {
    expect(customStates(employee, emptyCart)).toEqual({ cartEmpty: true, employeeLoggedIn: true, loggedIn: true, loyaltyEnrolled: false });
    expect(customStates({ ...GUEST_SESSION, isEmployee: true, isLoyaltyMember: true }, { ...emptyCart, totalItems: 2 })).toEqual({
      cartEmpty: false,
      employeeLoggedIn: false,
      loggedIn: false,
      loyaltyEnrolled: false,
    });
  });

  it('pushes at start and when a state changes, nothing for other changes', () => {
    const stop = trackCustomStates();
    $session.set(employee);
    $session.set({ ...employee, firstName: 'Erin' });
    $cart.set({ basketId: 'b', totalItems: 1, currency: 'GBP' });
    $cart.set({ basketId: 'b', totalItems: 2, currency: 'GBP' });
    $session.set(GUEST_SESSION);
    stop();
    $session.set(employee);
    expect(layer()).toEqual([
      { event: 'personalisationStates', customStates: { cartEmpty: true, employeeLoggedIn: false, loggedIn: false, loyaltyEnrolled: false } },
      { event: 'personalisationStates', customStates: { cartEmpty: true, employeeLoggedIn: true, loggedIn: true, loyaltyEnrolled: false } },
      { event: 'personalisationStates', customStates: { cartEmpty: false, employeeLoggedIn: true, loggedIn: true, loyaltyEnrolled: false } },
      { event: 'personalisationStates', customStates: { cartEmpty: false, employeeLoggedIn: false, loggedIn: false, loyaltyEnrolled: false } },
    ]);
  });
});
