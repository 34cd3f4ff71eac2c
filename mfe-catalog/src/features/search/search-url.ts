import type { SearchType } from '@sf/analytics';

/**
 * Search URLs: `/search?q=<term>`; `&st=click` marks a term the shopper chose from the suggested phrases (spec §3
 * search type "click"), so analytics can tell it from a typed one. Neither parameter is part of the listing view.
 */
export const SEARCH_TYPE_PARAM = 'st';

export const searchTermOf = (query: Record<string, string>): string => (query.q ?? '').trim().slice(0, 100);

export const searchTypeOf = (query: Record<string, string>): SearchType => (query[SEARCH_TYPE_PARAM] === 'click' ? 'click' : 'regular');

export function searchHref(term: string, type: SearchType = 'regular'): string {
  const query = new URLSearchParams({ q: term.trim() });
  if (type === 'click') query.set(SEARCH_TYPE_PARAM, 'click');
  return `/search?${query.toString()}`;
}
