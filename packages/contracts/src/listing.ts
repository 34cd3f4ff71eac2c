/**
 * Listing vocabulary shared without zod (the browser imports this): sorts, facet ids, page size, and how a listing's
 * filters, sort and "load more" depth are written in a page URL, so a link or the back button restores the view.
 */
export const LISTING_SORTS = ['recommended', 'newest', 'price-asc', 'price-desc', 'top-rated'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const FACET_IDS = ['gender', 'size', 'colour', 'price', 'feature', 'brand'] as const;
export type FacetId = (typeof FACET_IDS)[number];
export type ListingFilters = Partial<Record<FacetId, string[]>>;

/** Page size of every listing; "load more" asks for the next slice of the same size. */
export const LISTING_PAGE_SIZE = 24;
/** Most values one facet may select: hostile URLs get a 400, not a slow query. */
export const MAX_FACET_VALUES = 30;
/** "Load more" depth kept in the URL is capped so a crafted link cannot ask for thousands of products at once. */
export const MAX_LISTING_PAGES = 20;

export interface ListingView {
  filters: ListingFilters;
  sort: ListingSort;
  /** How many pages are loaded (1 = the first page only). */
  pages: number;
}

const isSort = (value: string | undefined): value is ListingSort => (LISTING_SORTS as readonly string[]).includes(value ?? '');

/** Reads a listing view from page query parameters (unknown parameters are ignored; bad values fall back). */
export function parseListingView(query: Record<string, string | undefined>): ListingView {
  const filters: ListingFilters = {};
  for (const facet of FACET_IDS) {
    const values = (query[facet] ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length > 0) filters[facet] = [...new Set(values)].slice(0, MAX_FACET_VALUES);
  }
  const pages = Number.parseInt(query.page ?? '1', 10);
  return {
    filters,
    sort: isSort(query.sort) ? query.sort : 'recommended',
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_LISTING_PAGES) : 1,
  };
}

/** Query parameters of a listing view, in a stable order, leaving out defaults (so URLs stay short and canonical). */
export function listingViewQuery(view: ListingView): Record<string, string> {
  const query: Record<string, string> = {};
  for (const facet of FACET_IDS) {
    const values = view.filters[facet];
    if (values && values.length > 0) query[facet] = [...values].sort().join(',');
  }
  if (view.sort !== 'recommended') query.sort = view.sort;
  if (view.pages > 1) query.page = String(view.pages);
  return query;
}

/** The API query for a view: filters and sort as they are, paging as offset/limit. */
export function listingApiQuery(view: ListingView, page: { offset: number; limit: number }): Record<string, string | number> {
  const { page: _pages, ...rest } = listingViewQuery({ ...view, pages: 1 });
  return { ...rest, sort: view.sort, offset: page.offset, limit: page.limit };
}
