/** Store locator constants shared by the server and the pages (no zod: the browser bundle imports them). */

/** Days of a store's week, Monday first. */
export const STORE_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type StoreWeekday = (typeof STORE_WEEKDAYS)[number];

/** What a store offers besides selling: collecting web orders, taking returns, repairing boots. */
export const STORE_SERVICES = ['click-and-collect', 'returns', 'repairs'] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** Longest store search a shopper may type (a city, postcode or store name). */
export const STORE_QUERY_MAX = 80;
