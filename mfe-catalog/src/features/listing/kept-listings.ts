import { atom } from 'nanostores';
import { MAX_KEPT_ALIVE_PAGES, type CollectionListing, type ProductList, type ProductSummary, type SearchResult } from '@sf/contracts';

/** Any listing answer: all share items, total, paging, sort and facets, plus their own heading data. */
export type ListingResponse = ProductList | SearchResult | CollectionListing;

export interface KeptListing {
  /** `listingKey`: locale and the route without the "load more" depth. */
  key: string;
  /** The first answer (heading data, facets, total). */
  head: ListingResponse;
  /** Every product loaded so far, in order. */
  items: ProductSummary[];
  savedAt: number;
}

export interface KeptScroll {
  y: number;
  /** The history entry the position belongs to (react-router's `history.state.key`), so only Back/Forward restores it. */
  entry: string | null;
}

/** A kept list older than this is loaded again: prices and stock move. */
export const KEPT_LISTING_TTL_MS = 15 * 60_000;

/**
 * Spec §2: category and search pages are kept alive, at most MAX_KEPT_ALIVE_PAGES. The shell unmounts a page when
 * the route changes, so "alive" is the page's data: the last five listings (least recently used first), which a
 * page returning to the same view shows instead of fetching. The store lives as long as the remote module does.
 */
export const $keptListings = atom<readonly KeptListing[]>([]);
const scrolls = new Map<string, KeptScroll>();

export function keptListing(key: string, now = Date.now()): KeptListing | null {
  const found = $keptListings.get().find((entry) => entry.key === key);
  return found && now - found.savedAt < KEPT_LISTING_TTL_MS ? found : null;
}

/** Stores (or refreshes) a listing as the most recently used one, dropping the oldest beyond the limit. */
export function keepListing(entry: KeptListing): void {
  const others = $keptListings.get().filter((kept) => kept.key !== entry.key);
  const next = [...others, entry].slice(-MAX_KEPT_ALIVE_PAGES);
  for (const dropped of others.filter((kept) => !next.includes(kept))) scrolls.delete(dropped.key);
  $keptListings.set(next);
}

export function forgetListing(key: string): void {
  $keptListings.set($keptListings.get().filter((entry) => entry.key !== key));
  scrolls.delete(key);
}

/** Scroll positions change constantly; they sit beside the store so recording one re-renders nothing. */
export function keepScroll(key: string, scroll: KeptScroll): void {
  if ($keptListings.get().some((entry) => entry.key === key)) scrolls.set(key, scroll);
}

export const keptScroll = (key: string): KeptScroll | null => scrolls.get(key) ?? null;

export function forgetAllListings(): void {
  $keptListings.set([]);
  scrolls.clear();
}
