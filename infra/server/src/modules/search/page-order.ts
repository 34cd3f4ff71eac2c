/**
 * Orders the products that pass a listing's selection and cuts the requested page, in the server, from the scope's
 * records: the same keys the listing always used (every sort ends with the product id, so pages are stable).
 * Only offset + limit products are kept while scanning (a bounded heap), so a broad scope is never fully sorted.
 */
import type { ListingSort } from '@sf/contracts';
import type { ScopeRecords } from './scope-records';

type Compare = (a: number, b: number) => number;

/** Negative when product a comes before product b. */
export function comparatorOf(records: ScopeRecords, sort: ListingSort): Compare {
  const byId: Compare = (a, b) => {
    const left = records.id(a),
      right = records.id(b);
    return left < right ? -1 : left > right ? 1 : 0;
  };
  switch (sort) {
    case 'newest':
      return (a, b) => records.key(b) - records.key(a) || byId(a, b);
    case 'price-asc':
      return (a, b) => records.price(a) - records.price(b) || byId(a, b);
    case 'price-desc':
      return (a, b) => records.price(b) - records.price(a) || byId(a, b);
    case 'top-rated':
      // Average (unrated: -1, so last), then number of ratings.
      return (a, b) => records.extra(b) - records.extra(a) || records.key(b) - records.key(a) || byId(a, b);
    case 'recommended':
      // Merchandising position (a search ranks its best-placed matches on top of this: rankedPage).
      return (a, b) => records.key(a) - records.key(b) || byId(a, b);
  }
}

/** Record indexes of the page: the first `offset + limit` of `matches` in sort order, minus the first `offset`. */
export function pickPage(records: ScopeRecords, matches: Int32Array, sort: ListingSort, page: { offset: number; limit: number }): number[] {
  const keep = page.offset + page.limit;
  if (keep <= 0 || matches.length === 0 || page.offset >= matches.length) return [];
  const compare = comparatorOf(records, sort);
  // Max-heap on sort order: the root is the last of the best `keep` seen so far.
  const heap: number[] = [];
  const siftUp = (start: number) => {
    for (let child = start; child > 0; ) {
      const parent = (child - 1) >> 1;
      if (compare(heap[parent]!, heap[child]!) >= 0) break;
      [heap[parent], heap[child]] = [heap[child]!, heap[parent]!];
      child = parent;
    }
  };
  const siftDown = () => {
    for (let parent = 0; ; ) {
      const left = parent * 2 + 1,
        right = left + 1;
      let largest = parent;
      if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === parent) return;
      [heap[parent], heap[largest]] = [heap[largest]!, heap[parent]!];
      parent = largest;
    }
  };
  for (let index = 0; index < matches.length; index++) {
    const candidate = matches[index]!;
    if (heap.length < keep) {
      heap.push(candidate);
      siftUp(heap.length - 1);
    } else if (compare(candidate, heap[0]!) < 0) {
      heap[0] = candidate;
      siftDown();
    }
  }
  return heap.sort(compare).slice(page.offset);
}

/**
 * How many of a search's best-placed matches are ranked by relevance: the first four pages of 24. Ranking every
 * match of a broad word (20k of a brand's 33k products) cost more than the rest of the search; shoppers look at the
 * first pages, and beyond them merchandising order is what a relevance tie falls back to anyway.
 */
export const RANKED_CANDIDATES = 96;

/**
 * The "recommended" page of a search: the first RANKED_CANDIDATES matches in merchandising order, re-ordered by
 * relevance (then position, then id), followed by the remaining matches in merchandising order. One total order, so
 * "load more" pages never repeat or skip a product. `rankOf` holds the ranks read for the candidates.
 */
export function rankedPage(
  records: ScopeRecords,
  matches: Int32Array,
  candidates: readonly number[],
  rankOf: ReadonlyMap<string, number>,
  page: { offset: number; limit: number },
): number[] {
  const byPosition = comparatorOf(records, 'recommended');
  const rank = new Map(candidates.map((index) => [index, rankOf.get(records.id(index)) ?? 0]));
  const ranked = [...candidates].sort((a, b) => rank.get(b)! - rank.get(a)! || byPosition(a, b));
  const end = page.offset + page.limit;
  if (end <= ranked.length) return ranked.slice(page.offset, end);
  const rest = pickPage(records, matches, 'recommended', { offset: ranked.length, limit: end - ranked.length });
  return [...ranked, ...rest].slice(page.offset, end);
}
