import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ApiRequestError } from '@sf/api-client';
import { LISTING_PAGE_SIZE, type ListingView, type ProductSummary } from '@sf/contracts';
import { $keptListings, forgetListing, keepListing, KEPT_LISTING_TTL_MS, type KeptListing, type ListingResponse } from './kept-listings';

/** The API takes at most 100 per request; deep "load more" links are filled in slices of four pages. */
const MAX_SLICE = 4 * LISTING_PAGE_SIZE;

export interface ListingOptions<T extends ListingResponse> {
  /** `listingKey(locale, route)`. */
  listKey: string;
  /** The edge's first data, when it belongs to this exact route (the caller checks `routeDataKey`). */
  inlined: T | null;
  view: ListingView;
  fetchSlice: (page: { offset: number; limit: number }, signal: AbortSignal) => Promise<T>;
  /** Category and search pages are kept alive (spec §2); other listings forget their data when left. */
  keepAlive: boolean;
  /** Each slice as it arrives from the network (not when restored): analytics impressions. */
  onSlice?: (items: readonly ProductSummary[], offset: number, head: T) => void;
}

export interface ListingState<T extends ListingResponse> {
  status: 'loading' | 'ready' | 'failed' | 'not-found';
  head: T | null;
  items: readonly ProductSummary[];
  /** A previous view is shown while the new one loads (after a filter or sort change). */
  stale: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  /** True when this view opened on data kept alive from an earlier visit (nothing was fetched). */
  restored: boolean;
  retry: () => void;
}

type Failure = { listKey: string; kind: 'failed' | 'not-found'; more: boolean };

/**
 * One listing's products: the kept-alive copy when there is one, else the inlined first page, else fetched; then
 * filled up to the view's "load more" depth, one slice at a time, each request aborted when the view changes.
 */
export function useListing<T extends ListingResponse>(options: ListingOptions<T>): ListingState<T> {
  const { listKey, inlined, view, keepAlive } = options;
  const latest = useRef(options);
  latest.current = options;
  const kept = useStore($keptListings);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<KeptListing | null>(null);
  const opened = useRef<{ listKey: string; restored: boolean } | null>(null);

  const candidate = kept.find((kept) => kept.key === listKey) ?? null;
  // A kept copy past its TTL is not reused when a view opens; one already on screen stays (its TTL is not a timer).
  const entry = candidate && (shown.current?.key === listKey || Date.now() - candidate.savedAt < KEPT_LISTING_TTL_MS) ? candidate : null;
  // Whether this view opened on kept data is decided once per view (the parcel stays mounted across /c → /c).
  if (opened.current?.listKey !== listKey) opened.current = { listKey, restored: entry !== null };
  const restored = opened.current.restored;
  const seed = entry ? null : inlined ? { key: listKey, head: inlined, items: inlined.items, savedAt: Date.now() } : null;
  const current = entry ?? seed;
  const wanted = view.pages * LISTING_PAGE_SIZE;
  const loaded = current?.items.length ?? 0;
  const failed = failure?.listKey === listKey ? failure : null;
  const needsMore = current === null || loaded < Math.min(current.head.total, wanted);

  useEffect(() => {
    if (seed) {
      keepListing(seed);
      latest.current.onSlice?.(seed.items, 0, seed.head as T);
      return undefined;
    }
    if (!needsMore || failed) return undefined;
    const controller = new AbortController();
    const offset = current === null ? 0 : loaded;
    latest.current
      .fetchSlice({ offset, limit: Math.min(wanted - offset, MAX_SLICE) }, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        const before = $keptListings.get().find((candidate) => candidate.key === listKey);
        const first = offset === 0 || !before;
        // An empty slice past the end means the list shrank meanwhile: stop asking for more.
        const total = page.items.length === 0 ? offset : page.total;
        const head = (first ? page : { ...before.head, total }) as T;
        keepListing({ key: listKey, head, items: first ? page.items : [...before.items.slice(0, offset), ...page.items], savedAt: Date.now() });
        latest.current.onSlice?.(page.items, offset, head);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = offset === 0 && error instanceof ApiRequestError && error.status === 404;
        if (!notFound) console.error('[mfe-catalog] listing failed to load', error);
        setFailure({ listKey, kind: notFound ? 'not-found' : 'failed', more: offset > 0 });
      });
    return () => controller.abort();
    // The list key, depth and loaded count say what to fetch; callbacks are read through `latest`.
  }, [listKey, wanted, loaded, current === null, Boolean(seed), attempt, Boolean(failed)]);

  // Listings that are not kept alive drop their data when the view changes or the page goes.
  useEffect(
    () => () => {
      if (!keepAlive) forgetListing(listKey);
    },
    [listKey, keepAlive],
  );

  if (current) shown.current = current;
  const visible = current ?? shown.current;
  const status = failed && (failed.kind === 'not-found' || !failed.more) ? failed.kind : current ? 'ready' : 'loading';
  return {
    status,
    head: (visible?.head as T | undefined) ?? null,
    items: visible ? visible.items.slice(0, Math.max(wanted, LISTING_PAGE_SIZE)) : [],
    stale: current === null && visible !== null,
    loadingMore: current !== null && needsMore && !failed,
    moreFailed: Boolean(failed?.more),
    restored,
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
}
