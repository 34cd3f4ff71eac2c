import { atom, map } from 'nanostores';
import type { Currency, SiteInfo } from './sites';
import type { ExperimentAssignments, FeatureFlags } from './flags';

export interface SessionState {
  status: 'guest' | 'registered';
  customerId: string | null;
  email: string | null;
  firstName: string | null;
  isLoyaltyMember: boolean;
  isEmployee: boolean;
  /** Filled from `GET /api/identity/session` (session-store.ts); absent for guests. */
  lastName?: string | null;
  emailVerified?: boolean;
  /** Epoch ms when the session ends at the latest; the shell refreshes the session then. */
  expiresAt?: number | null;
}

export interface CartSummary {
  basketId: string | null;
  totalItems: number;
  currency: Currency | null;
}

/** Consent categories of spec §3/§4; "required" is always granted. */
export interface ConsentState {
  decided: boolean;
  required: true;
  performance: boolean;
  functional: boolean;
  targeting: boolean;
}

export const GUEST_SESSION: SessionState = {
  status: 'guest',
  customerId: null,
  email: null,
  firstName: null,
  isLoyaltyMember: false,
  isEmployee: false,
};

export const $session = atom<SessionState>(GUEST_SESSION);
export const $cart = atom<CartSummary>({ basketId: null, totalItems: 0, currency: null });
/** Set by the shell at boot from the document; null only before boot. */
export const $site = atom<SiteInfo | null>(null);
export const $flags = atom<FeatureFlags | null>(null);
/** Issue 24: the visitor's experiment variants, set by the shell from the document (server and browser alike). */
export const $experiments = atom<ExperimentAssignments>({});
export const $consent = map<ConsentState>({ decided: false, required: true, performance: false, functional: false, targeting: false });

export function hasConsent(state: ConsentState, categories: ReadonlyArray<Exclude<keyof ConsentState, 'decided' | 'required'>>): boolean {
  return state.decided && categories.every((category) => state[category]);
}
