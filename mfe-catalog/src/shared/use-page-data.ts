import { useEffect } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import { emit, routeDataKey, type PageProps } from '@sf/remote-contract';

export type PageData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'not-found' } | { status: 'failed'; retry: () => void };

interface Options<T> {
  /** Fetches the page's data; called only when the edge did not inline it for this route. */
  load: (signal: AbortSignal) => Promise<T>;
  /** SEO title and description set after a client-side load (spec §2 rule 7). */
  meta: (data: T) => { title: string; description: string };
}

/**
 * First data of a page through the remotes' one data hook (`useApiData`): the edge's inlined `initialData` when it
 * belongs to this route (so the first render, on the server too, already has it and nothing is fetched), otherwise
 * a fetch per route key. A 404 from the API is the page's own "not found": the shell is told and the page renders
 * nothing.
 */
export function usePageData<T>(props: Pick<PageProps<T>, 'route' | 'initialData'>, options: Options<T>): PageData<T> {
  const key = routeDataKey(props.route);
  const inlined = props.initialData?.key === key ? props.initialData : undefined;
  const { state, retry } = useApiData(key, options.load, { initial: inlined?.data });
  const fetched = !inlined && state.status === 'ready' ? state.data : undefined;

  useEffect(() => {
    if (fetched !== undefined) emit('page:meta', options.meta(fetched));
    // Once per answer; `meta` is recreated on every render.
  }, [fetched]);
  useEffect(() => {
    if (state.status === 'not-found') emit('page:error', { status: 404, message: `Page not found: ${props.route.path}` });
    if (state.status === 'failed') console.error('[mfe-catalog] page data failed to load', state.error);
  }, [state]);

  if (state.status === 'failed') return { status: 'failed', retry };
  if (state.status === 'not-found') return { status: 'not-found' };
  return state;
}
