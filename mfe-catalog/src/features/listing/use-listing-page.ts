import { useEffect, useRef } from 'react';
import { listingApiQuery, type ProductSummary } from '@sf/contracts';
import { emit, routeDataKey, type PageProps } from '@sf/remote-contract';
import { pushImpressions, pushPageData, pushProductClick, type PageData } from '@sf/analytics';
import type { ListingQuery } from '../../shared/catalog-api';
import type { ListingResponse } from './kept-listings';
import { listingKey, useListingView, type ListingViewState } from './listing-view';
import { useKeptScroll } from './use-kept-scroll';
import { useListing, type ListingState } from './use-listing';

export interface ListingSource<T extends ListingResponse> {
  /** One request of the listing: filters, sort and paging as the API takes them. */
  fetch: (query: ListingQuery, signal: AbortSignal) => Promise<T>;
  /** Spec §2: category and search pages are kept alive; collections are not. */
  keepAlive: boolean;
  /** Analytics list name, e.g. "PLP:women/boots", "Search". */
  list: string;
  /** Spec §3 page data of a view's first answer. */
  pageData: (head: T) => PageData;
  /** SEO title and description after a client-side load (spec §2 rule 7). */
  meta: (head: T) => { title: string; description: string };
}

export interface ListingPage<T extends ListingResponse> extends ListingViewState {
  listing: ListingState<T>;
  /** A product link was followed from the list: analytics click with its 1-based position. */
  onOpen: (product: ProductSummary, index: number) => void;
}

const shownPrice = (product: ProductSummary) => product.price.sale ?? product.price.list;

/**
 * Everything a listing page does besides drawing: the view in the URL, the kept-alive data, scroll restoration,
 * page data and impressions per loaded slice, SEO meta, and "not found" for the shell.
 */
export function useListingPage<T extends ListingResponse>(props: PageProps<T>, source: ListingSource<T>): ListingPage<T> {
  const { site, route } = props;
  const { view, setView } = useListingView(route, props.navigate);
  const listKey = listingKey(site.locale, route);
  const inlined = props.initialData?.key === routeDataKey(route) ? props.initialData.data : null;
  const context = { list: source.list, sort: view.sort, filters: view.filters };

  const listing = useListing<T>({
    listKey,
    inlined,
    view,
    keepAlive: source.keepAlive,
    fetchSlice: (page, signal) => {
      // `brand` is the site's in every API call (contracts ProductListQuerySchema): a brand facet cannot override it.
      const { brand: _siteBrand, ...query } = listingApiQuery(view, page);
      return source.fetch(query, signal);
    },
    onSlice: (items, offset) =>
      pushImpressions(
        { ...context, items: items.map((item, index) => ({ id: item.productId, name: item.name, price: shownPrice(item), position: offset + index + 1 })) },
        site,
      ),
  });
  const ready = listing.status === 'ready' && !listing.stale;
  useKeptScroll(listKey, ready, listing.restored);

  // Once per view (a filter or sort change is a new view), also when it was restored from the kept copy.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !listing.head || announced.current === listKey) return;
    announced.current = listKey;
    emit('page:meta', source.meta(listing.head));
    pushPageData(source.pageData(listing.head), site);
  }, [listKey, ready]);

  useEffect(() => {
    if (listing.status === 'not-found') emit('page:error', { status: 404, message: `Page not found: ${route.path}` });
  }, [listing.status, route.path]);

  const onOpen = (product: ProductSummary, index: number) =>
    pushProductClick({ ...context, item: { id: product.productId, name: product.name, price: shownPrice(product) }, position: index + 1 }, site);

  return { view, setView, listing, onOpen };
}
