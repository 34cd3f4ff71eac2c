/**
 * The one data hook of remote pages: load once per key, abort when the key changes or the component goes, keep the
 * last answer per key, and offer a retry. It replaces the hand-rolled effect + AbortController hooks. Server
 * rendering is unchanged: effects do not run on the server, so data loads separately (the edge inlines a route's
 * first data, passed here as `initial`) and components render it.
 *
 * Not TanStack Query: its smallest use (QueryClient, provider, useQuery) is 10.0 KB gzip and 11.0 KB with hydration
 * (esbuild, minified, React external), and a Module Federation shared singleton is not tree-shaken; the product page
 * had 0.2 KB of its budget left. This hook is about 0.4 KB gzip.
 */
import { useEffect, useState } from 'react';
// The shared singleton's class (not './api-request-error'): errors come from the one shared transport.
import { ApiRequestError } from '@sf/api-client';

export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The API answered 404 (a page's "not found"). */
  | { status: 'not-found'; error: ApiRequestError }
  | { status: 'failed'; error: unknown };

export interface ApiDataOptions<T> {
  /** Data already known for this key (the edge's inlined first data): nothing is fetched. */
  initial?: T | undefined;
  /** While a new key loads, keep showing the previous key's answer (a filter changing under an open control). */
  keepPrevious?: boolean;
}

type Loaded<T> = { key: string; state: ApiData<T> };

/**
 * `key` names the data (null: nothing to load yet); `load` is read at each load, so it may be a new closure every
 * render without refetching. `retry()` loads the same key again.
 */
export function useApiData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: ApiDataOptions<T> = {}) {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const known = options.initial !== undefined;

  useEffect(() => {
    if (key === null || known) return undefined;
    const controller = new AbortController();
    const settle = (state: ApiData<T>) => {
      if (!controller.signal.aborted) setLoaded({ key, state });
    };
    load(controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle(error instanceof ApiRequestError && error.status === 404 ? { status: 'not-found', error } : { status: 'failed', error }),
    );
    return () => controller.abort();
    // `load` is deliberately not a dependency: the key names the data.
  }, [key, attempt, known]);

  const retry = () => setAttempt((count) => count + 1);
  if (known) return { state: { status: 'ready', data: options.initial as T } as ApiData<T>, retry };
  // A retry keeps showing the last answer of the same key until the new one arrives (no flash of the skeleton).
  const current = loaded && (loaded.key === key || (options.keepPrevious && loaded.state.status === 'ready'));
  const state: ApiData<T> = current ? loaded.state : { status: 'loading' };
  return { state, retry };
}
