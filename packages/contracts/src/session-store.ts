/**
 * The one way to change who is signed in, shared by the shell and every remote (spec §4 login state). The shell
 * installs a driver that talks to `/api/identity/session` (contracts makes no HTTP calls itself); a remote calls
 * `signIn`, `signOut` or `refreshSession` and everybody else follows `$session` and the `session:changed` event.
 *
 * On sign-out the personal state of this browser is reset: `$session` back to guest, the basket ids and `$cart`
 * forgotten (the basket belongs to the account now). Favourites and chat follow `$session` themselves (the catalogue
 * reloads the guest list; the chat clears and closes its conversation, spec §4).
 */
import { atom } from 'nanostores';
import { $cart, $session, $site, GUEST_SESSION, type CartSummary, type SessionState } from '@sf/remote-contract';
import { emit } from '@sf/remote-contract';
import { writeBasketId } from './basket-storage';
import { LOCALES } from '@sf/remote-contract';
import type { SessionView, SignInBody, SignInResult } from './api/types';

export interface SessionDriver {
  /** GET: the current session as the server sees it. */
  read(): Promise<SessionView>;
  /** POST: signs in; rejects with the server's error (wrong credentials, throttled). */
  signIn(credentials: SignInBody): Promise<SignInResult>;
  /** DELETE: ends this session, or every session of the account. An already ended session is not an error. */
  signOut(options: { everywhere: boolean }): Promise<void>;
}

/** False until the shell has heard from the server once: guards that need the session wait for it. */
export const $sessionResolved = atom(false);

/** localStorage key another tab's sign-in or sign-out bumps, so the others refresh (`storage` events). */
export const SESSION_PING_KEY = 'sf-session-ping';

let driver: SessionDriver | null = null;

export function installSessionDriver(next: SessionDriver): void {
  driver = next;
}

function requireDriver(): SessionDriver {
  if (!driver) throw new Error('SESSION-001 no session driver: the shell installs it at boot');
  return driver;
}

/** Loyalty is per brand (the view lists the programmes the shopper belongs to): a member of this site's brand. */
function loyaltyMember(view: SessionView, brand: string | undefined): boolean {
  const brands = Array.isArray(view.loyaltyBrands) ? view.loyaltyBrands : [];
  return brand ? brands.includes(brand) : brands.length > 0;
}

export function sessionStateFrom(view: SessionView, brand: string | undefined = $site.get()?.brand): SessionState {
  const customer = view.customer;
  if (!view.signedIn || !customer) return GUEST_SESSION;
  return {
    status: 'registered',
    customerId: customer.customerId,
    email: customer.email,
    firstName: customer.firstName || null,
    lastName: customer.lastName || null,
    emailVerified: customer.emailVerified,
    expiresAt: view.expiresAt,
    isLoyaltyMember: loyaltyMember(view, brand),
    isEmployee: customer.role === 'employee',
  };
}

const sameSession = (a: SessionState, b: SessionState) =>
  (Object.keys({ ...a, ...b }) as Array<keyof SessionState>).every((key) => (a[key] ?? null) === (b[key] ?? null));

/** Sets `$session` and emits `session:changed` only when something changed; marks the session as known. */
export function applySession(next: SessionState): SessionState {
  const current = $session.get();
  if (!sameSession(current, next)) {
    $session.set(next);
    if (current.status === 'registered' && next.status === 'guest') forgetPersonalBrowserState();
    emit('session:changed', next);
  }
  // Last: whoever waits for the session to be known (dialog guards, the router) reads the new one.
  $sessionResolved.set(true);
  return $session.get();
}

export const applySessionView = (view: SessionView): SessionState => applySession(sessionStateFrom(view));

/** Asks the server who is signed in (boot, another tab changed it, the session reached its expiry). */
export async function refreshSession(): Promise<SessionState> {
  return applySessionView(await requireDriver().read());
}

/** After joining the loyalty programme (checkout, the account's enrolment dialogs): the header badge, analytics and the flag context follow `$session`. */
export function markLoyaltyMember(): void {
  const session = $session.get();
  if (session.status === 'registered' && !session.isLoyaltyMember) applySession({ ...session, isLoyaltyMember: true });
}

/**
 * `refreshSession` for a host (the shell, the test-kit dev host): a session that cannot be read counts as a guest's
 * until the next refresh does better, so nothing that waits for `$sessionResolved` waits for ever.
 */
export async function refreshSessionOrGuest(host: string): Promise<void> {
  try {
    await refreshSession();
  } catch (error) {
    console.warn(`[${host}] the session could not be read; continuing as a guest`, error);
    if (!$sessionResolved.get()) applySession(GUEST_SESSION);
  }
}

/** Signs in with e-mail and password; the result says whether this is the first sign-in (welcome dialog). */
export async function signIn(credentials: SignInBody): Promise<SignInResult> {
  const result = await requireDriver().signIn(credentials);
  applySessionView(result);
  pingOtherTabs();
  return result;
}

/** Signs out (this browser, or `everywhere`), then resets this browser's personal state. */
export async function signOut(options: { everywhere?: boolean } = {}): Promise<void> {
  await requireDriver().signOut({ everywhere: options.everywhere === true });
  applySession(GUEST_SESSION);
  pingOtherTabs();
}

const EMPTY_CART: CartSummary = { basketId: null, totalItems: 0, currency: null };

/** The basket ids of every country and the header count: what the next person at this browser must not see. */
function forgetPersonalBrowserState(): void {
  for (const country of new Set(Object.values(LOCALES).map((locale) => locale.country))) writeBasketId(country, null);
  const cart = $cart.get();
  if (cart.basketId !== null || cart.totalItems !== 0) {
    $cart.set(EMPTY_CART);
    emit('cart:changed', EMPTY_CART);
  }
}

function pingOtherTabs(): void {
  try {
    globalThis.localStorage?.setItem(SESSION_PING_KEY, String(Date.now()));
  } catch {
    /* storage blocked: other tabs notice at their next refresh */
  }
}
