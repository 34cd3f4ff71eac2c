/**
 * Spec §3 personalisation profile, custom states: `cartEmpty`, `employeeLoggedIn`, `loggedIn`, `loyaltyEnrolled`.
 * Derived from `$session` and `$cart` and pushed as a `personalisationStates` entry whenever one of them changes, so a
 * personalisation tag (through the tag manager) can target employees, members and empty baskets. Booleans only.
 */
import { $cart, $session, type CartSummary, type SessionState } from '@sf/remote-contract';
import { pushToDataLayer } from './data-layer';

export interface CustomStates {
  cartEmpty: boolean;
  employeeLoggedIn: boolean;
  loggedIn: boolean;
  loyaltyEnrolled: boolean;
}

export function customStates(session: SessionState, cart: CartSummary): CustomStates {
  const loggedIn = session.status === 'registered';
  return {
    cartEmpty: cart.totalItems === 0,
    employeeLoggedIn: loggedIn && session.isEmployee,
    loggedIn,
    loyaltyEnrolled: loggedIn && session.isLoyaltyMember,
  };
}

const key = (states: CustomStates) => `${states.cartEmpty}|${states.employeeLoggedIn}|${states.loggedIn}|${states.loyaltyEnrolled}`;

/** Pushes the states now and again whenever one changes (the shell calls it once at boot). Returns the unsubscribe. */
export function trackCustomStates(): () => void {
  let last = '';
  const push = () => {
    const states = customStates($session.get(), $cart.get());
    if (key(states) === last) return;
    last = key(states);
    pushToDataLayer({ event: 'personalisationStates', customStates: states });
  };
  push();
  const stopSession = $session.listen(push);
  const stopCart = $cart.listen(push);
  return () => {
    stopSession();
    stopCart();
  };
}
