/** Store locator constants shared by the server and the pages (no zod: the browser bundle imports them). */

/** Days of a store's week, Monday first. */
export const STORE_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type StoreWeekday = (typeof STORE_WEEKDAYS)[number];

/** What a store offers besides selling: collecting web orders, taking returns, repairing boots. */
export const STORE_SERVICES = ['click-and-collect', 'returns', 'repairs'] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** Longest store search a shopper may type (a city, postcode or store name). */
export const STORE_QUERY_MAX = 80;

/**
 * The store search in a page URL (`/stores?q=`), as the edge inlines it and the page fetches it: trimmed; blank or
 * longer than STORE_QUERY_MAX (a hand-made link; the form cannot type more) means no search, every store.
 */
export function storeQueryOf(query: Readonly<Record<string, string | undefined>>): string | undefined {
  const term = query.q?.trim() ?? '';
  return term.length > 0 && term.length <= STORE_QUERY_MAX ? term : undefined;
}
