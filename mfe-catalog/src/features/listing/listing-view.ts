import { useCallback, useMemo } from 'react';
import { FACET_IDS, listingViewQuery, parseListingView, type ListingView } from '@sf/contracts';
import { routeDataKey, type Navigate, type RouteInfo } from '@sf/remote-contract';

/** Query parameters that belong to the listing view; everything else (q, st, utm_…) is the page's own and kept. */
const VIEW_PARAMS: ReadonlySet<string> = new Set([...FACET_IDS, 'sort', 'page']);

const pageQuery = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([name]) => !VIEW_PARAMS.has(name)));

/** The locale-free URL of a view of this page: the page's own parameters, then the view's (contracts encoding). */
export function listingHref(route: Pick<RouteInfo, 'path' | 'query'>, view: ListingView): string {
  const search = new URLSearchParams({ ...pageQuery(route.query), ...listingViewQuery(view) }).toString();
  return search ? `${route.path}?${search}` : route.path;
}

/**
 * Names the loaded list: the route without the "load more" depth, so page=2 → page=3 extends the same list instead
 * of loading a new one. The locale is part of it because names and prices differ per locale.
 */
export function listingKey(locale: string, route: Pick<RouteInfo, 'path' | 'query'>): string {
  const { page: _depth, ...rest } = route.query;
  return `${locale}|${routeDataKey({ path: route.path, query: rest })}`;
}

export interface ListingViewState {
  view: ListingView;
  /** Filters or sort: a new history entry, so Back undoes it. "Load more" replaces the entry (Back then leaves the list, not one slice). */
  setView: (next: ListingView, options?: { replace?: boolean }) => void;
}

/** The listing view lives in the page URL (filters, sort, depth), so a link or the back button restores it. */
export function useListingView(route: RouteInfo, navigate: Navigate): ListingViewState {
  const queryKey = JSON.stringify(route.query);
  const view = useMemo(() => parseListingView(route.query), [queryKey]);
  const setView = useCallback(
    (next: ListingView, options?: { replace?: boolean }) => navigate(listingHref(route, next), options?.replace ? { replace: true } : undefined),
    [route.path, queryKey, navigate],
  );
  return { view, setView };
}
