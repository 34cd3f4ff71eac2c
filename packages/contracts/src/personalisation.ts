/**
 * The personalisation profile of spec §3 (issue 24): viewport size, coordinates, custom states, interests, cart
 * totals and items, stealth group. The browser builds it (@sf/analytics `personalisation-profile`) and sends it
 * with its personalisation events to `POST /api/personalisation/events`, with **targeting** consent only; the
 * server keeps the latest profile per visitor and ranks "Recommended for you" from it.
 *
 * Plain constants, no zod (the schemas are in api/personalisation.ts): a subpath of its own
 * (`@sf/contracts/personalisation`), not the shared root, so no page's first load carries it.
 */

/** The consent category personalisation needs (docs/architecture.md, "Consent": targeting). */
export const PERSONALISATION_CONSENT = 'targeting' as const;

export const PERSONALISATION_EVENTS_PATH = '/api/personalisation/events';
export const PERSONALISATION_PROFILE_PATH = '/api/personalisation/profile';
export const PERSONALISATION_RECOMMENDATIONS_PATH = '/api/personalisation/recommendations';

/**
 * The visitor id the profile is stored under: 128 random bits (base64url, 22 characters), HttpOnly, set by the
 * server on the first accepted send, a year like spec §9's visitor cookie. Not `optimizelyUserId`: the experiments
 * module deletes that one whenever no experiment's category (performance) is granted, and personalisation is
 * governed by targeting.
 */
export const PERSONALISATION_VISITOR_COOKIE = 'sf_pvid';
export const PERSONALISATION_VISITOR_MAX_AGE_S = 31_536_000;

/**
 * Spec §3/§9 stealth group: a tester's group for not-yet-launched content. Written by the browser only outside
 * production (`?stealthGroup=<name>`), for 3600 s, and only with targeting consent; read everywhere.
 */
export const STEALTH_GROUP_COOKIE = 'sf_stealth_group';
export const STEALTH_GROUP_MAX_AGE_S = 3600;
export const STEALTH_GROUP_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** Bounds of the profile (the schema checks the same; the builder cuts to them). */
export const PROFILE_LIMITS = {
  /** Categories kept as interests, most viewed first. */
  interests: 20,
  /** Views counted per category (a shopper who lives on one list page is not worth more than this). */
  viewsPerCategory: 1000,
  /** Product ids remembered as viewed, most recent first. */
  viewedProducts: 20,
  /** Basket lines sent. */
  cartItems: 50,
  /** Events per send. */
  events: 20,
  /** Largest viewport side, in CSS pixels. */
  viewport: 20_000,
} as const;

/** Browser sends at most this often while the shopper acts (debounce); page hide sends at once with a beacon. */
export const PERSONALISATION_FLUSH_MS = 2000;

/** Profiles not updated for this long are deleted (retention). */
export const PERSONALISATION_RETENTION_DAYS = 90;

/** Products in the "Recommended for you" rail. */
export const RECOMMENDATIONS_SHOWN = 4;

/** A category slug as the catalogue writes it (`women/boots`): up to four levels of lower-case words. */
export const INTEREST_CATEGORY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/;
