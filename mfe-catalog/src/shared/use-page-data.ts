import { useEffect, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { emit, routeDataKey, type PageProps } from '@sf/contracts';

export type PageData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'not-found' } | { status: 'failed'; retry: () => void };

interface Options<T> {
  /** Fetches the page's data; called only when the edge did not inline it for this route. */
  load: (signal: AbortSignal) => Promise<T>;
  /** SEO title and description set after a client-side load (spec §2 rule 7). */
  meta: (data: T) => { title: string; description: string };
}

type Loaded<T> = { key: string; state: PageData<T> };

/**
 * First data of a page: the edge's inlined `initialData` when it belongs to this route (so the first render already
 * has it and nothing is fetched), otherwise a fetch per route key, aborted when the route changes or the page goes.
 * A 404 from the API is the page's own "not found": the shell is told and the page renders nothing.
 */
export function usePageData<T>(props: Pick<PageProps<T>, 'route' | 'initialData'>, options: Options<T>): PageData<T> {
  const key = routeDataKey(props.route);
  const inlined = props.initialData?.key === key ? props.initialData : undefined;
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (inlined) return undefined;
    const controller = new AbortController();
    setLoaded(null);
    options
      .load(controller.signal)
      .then((data) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, state: { status: 'ready', data } });
        emit('page:meta', options.meta(data));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 404) {
          setLoaded({ key, state: { status: 'not-found' } });
          emit('page:error', { status: 404, message: `Page not found: ${props.route.path}` });
          return;
        }
        console.error('[mfe-catalog] page data failed to load', error);
        setLoaded({ key, state: { status: 'failed', retry: () => setAttempt((n) => n + 1) } });
      });
    return () => controller.abort();
    // The route key names the data; `load` and `meta` are recreated on every render and must not refetch.
  }, [key, attempt, Boolean(inlined)]);

  if (inlined) return { status: 'ready', data: inlined.data };
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
