/**
 * The listing a page URL asks for (filters, sort, "load more" depth), for the edge's first data. Page URLs are not
 * API calls: invalid facet values are dropped rather than answered with a 400, so a mangled link still shows a page.
 */
import { FACET_IDS, LISTING_PAGE_SIZE, parseListingView, type ListingFilters } from '@sf/contracts';
import { ListingQuerySchema, SearchTermSchema } from '@sf/contracts/api';
import type { ListingRequest } from './service';

export function pageListingRequest(query: Record<string, string | undefined>): ListingRequest {
  const view = parseListingView(query);
  const filters: ListingFilters = {};
  // The brand facet is the site's brand on every page (see ProductListQuerySchema).
  for (const facet of FACET_IDS.filter((id) => id !== 'brand')) {
    const values = view.filters[facet];
    if (!values) continue;
    const parsed = ListingQuerySchema.shape[facet].safeParse(values.join(','));
    if (parsed.success && parsed.data && parsed.data.length > 0) filters[facet] = parsed.data;
  }
  return { sort: view.sort, offset: 0, limit: view.pages * LISTING_PAGE_SIZE, filters };
}

/** The search term of a page URL, or null when there is none (or it is not one the API would accept). */
export function pageSearchTerm(query: Record<string, string | undefined>): string | null {
  const parsed = SearchTermSchema.safeParse(query.q ?? '');
  return parsed.success ? parsed.data : null;
}
