import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { emit, routeDataKey, type PageProps } from '@sf/contracts';
import type { HelpPageData } from '@sf/contracts/api';
import { isAbortError } from '../../shared/content-api';
import { type HelpApi, helpDataFor } from './help-api';

export type HelpDataState = { status: 'loading' } | { status: 'ready'; data: HelpPageData } | { status: 'not-found' } | { status: 'failed'; retry: () => void };

/** The head of a page loaded in the browser (the edge wrote the first document's). */
export interface HelpMeta {
  title: string;
  description: string;
}

/**
 * The help page's data for the current route: the edge's inlined data when it belongs to this route and site,
 * otherwise fetched (a newer route aborts the older request). `metaOf` names the page for `page:meta`.
 */
export function useHelpData({ route, site, initialData }: PageProps<HelpPageData>, api: HelpApi, metaOf: (data: HelpPageData) => HelpMeta): HelpDataState {
  const key = routeDataKey(route);
  const documentSite = useRef(`${site.brand}:${site.locale}`);
  const inlined = (): HelpPageData | null =>
    initialData?.key === key && initialData.data && documentSite.current === `${site.brand}:${site.locale}` ? initialData.data : null;
  const [loaded, setLoaded] = useState<{ key: string; state: HelpDataState }>(() => {
    const data = inlined();
    return { key, state: data ? { status: 'ready', data } : { status: 'loading' } };
  });
  const [attempt, setAttempt] = useState(0);
  const firstLoad = useRef(true);

  useEffect(() => {
    const isFirstLoad = firstLoad.current;
    firstLoad.current = false;
    const data = inlined();
    if (data) {
      setLoaded({ key, state: { status: 'ready', data } });
      if (!isFirstLoad) emit('page:meta', metaOf(data));
      return;
    }
    const controller = new AbortController();
    setLoaded({ key, state: { status: 'loading' } });
    helpDataFor(api, route, controller.signal)
      .then((fetched) => {
        setLoaded({ key, state: { status: 'ready', data: fetched } });
        emit('page:meta', metaOf(fetched));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const notFound = error instanceof ApiRequestError && error.status === 404;
        setLoaded({ key, state: notFound ? { status: 'not-found' } : { status: 'failed', retry: () => setAttempt((n) => n + 1) } });
      });
    return () => controller.abort();
    // `key` stands for route.path and route.query.
  }, [key, site.brand, site.locale, attempt, api]);

  return loaded.key === key ? loaded.state : { status: 'loading' };
}
