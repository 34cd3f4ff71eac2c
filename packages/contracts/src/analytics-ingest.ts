/**
 * First-party analytics ingest (issue 24): the data-layer events the browser forwards to `POST /api/analytics/events`
 * (with performance consent, when the `enableClientIngest` flag is on), and the funnel stages the internal page
 * draws from them. Plain constants, no zod: the browser's collector imports them. A subpath of its own
 * (`@sf/contracts/analytics-ingest`), not the root index: the root is a shared singleton loaded whole on every page.
 */

/** The data-layer events forwarded; every other entry (userData, personalisationStates, ...) stays in the browser. */
export const INGEST_EVENT_NAMES = ['loadPageData', 'productImpressions', 'productClick', 'addToCart', 'cartLoad', 'checkoutStep', 'purchase'] as const;
export type IngestEventName = (typeof INGEST_EVENT_NAMES)[number];

/** Events per request; the browser splits a longer queue. */
export const INGEST_MAX_EVENTS_PER_BATCH = 50;
/** Product ids per event (an impression slice, a basket). */
export const INGEST_MAX_PRODUCTS_PER_EVENT = 60;
/** The browser sends what it queued this long after the first event of a batch (spec §9 metrics flush 500 ms). */
export const INGEST_FLUSH_MS = 500;
/** Name of the first-party cookie of the browsing session (no expiry: gone when the browser session ends). */
export const ANALYTICS_SESSION_COOKIE = 'sf_sid';
/** A session id: 16 to 64 letters, digits, `-` and `_` (the browser makes 22 of base64url). */
export const ANALYTICS_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The funnel of the internal page, in order: a session counts in a stage when it sent that stage's event. */
export const FUNNEL_STAGES = ['list', 'product', 'basket', 'checkout', 'order'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/**
 * Shoppers sometimes type an e-mail address, a phone or a card number into the search box; such a term must not
 * reach the tag manager or our analytics tables. Matching parts are replaced, the rest of the term is kept for
 * reporting. The browser (@sf/analytics) and the server (analytics module) both apply it.
 */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** Seven or more digits, possibly separated by spaces, dots or dashes: phone, card or account numbers. */
const LONG_NUMBER = /\+?\d(?:[\s.-]?\d){6,}/g;

export const REDACTED = '[redacted]';

export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(LONG_NUMBER, REDACTED);
}
