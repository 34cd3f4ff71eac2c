/**
 * A/B experiments (issue 24). The server assigns each visitor a variant of every running experiment from a stable
 * hash of the visitor id (the first-party `optimizelyUserId` cookie of spec §3/§9) and the experiment's key, and
 * inlines the assignments into the document, so the server-rendered HTML already shows the variant. An experiment
 * runs only for visitors who gave the consent category it declares; everyone else sees the control.
 *
 * A subpath of its own (`@sf/contracts/experiments`), not in the shared package's index: these constants are needed
 * by the server and the product page only, so they stay out of every page's first load. The atom `$experiments` is in
 * atoms.ts (it must be the one shared instance).
 */
import type { ConsentState } from '@sf/remote-contract';

/** Spec §3/§9: the visitor id cookie, kept a year. HttpOnly: only the server reads it (assignments are in the document). */
export const VISITOR_COOKIE = 'optimizelyUserId';
export const VISITOR_COOKIE_MAX_AGE_S = 31_536_000;
/** 128 random bits in base64url: 22 characters. Anything else in the cookie is a forgery or damage and is replaced. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export type ExperimentConsentCategory = Exclude<keyof ConsentState, 'decided' | 'required'>;
export const EXPERIMENT_CONSENT_CATEGORIES = ['performance', 'functional', 'targeting'] as const satisfies readonly ExperimentConsentCategory[];

export type { ExperimentAssignments } from '@sf/remote-contract';

/** The one shipped experiment: the product page's buy box (mfe-catalog). */
export const BUY_BOX_EXPERIMENT = 'pdp-buy-box';
export const BUY_BOX_VARIANTS = { control: 'control', compact: 'compact' } as const;
/** The consent the buy-box experiment needs (the seed declares the same; the browser checks it before reporting). */
export const BUY_BOX_CONSENT: ExperimentConsentCategory = 'performance';
export type BuyBoxVariant = (typeof BUY_BOX_VARIANTS)[keyof typeof BUY_BOX_VARIANTS];

/** Where the browser reports that the visitor saw a variant (the server records it once per visitor and experiment). */
export const EXPERIMENT_EXPOSURE_PATH = '/api/experiments/exposures';
