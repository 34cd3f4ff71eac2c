import { useEffect, useRef } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import { emit, routeDataKey, type PageProps } from '@sf/remote-contract';
import type { HelpPageData } from '@sf/contracts/api';
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
  const siteKey = `${site.brand}:${site.locale}`;
  const inlined = initialData?.key === key && initialData.data && documentSite.current === siteKey ? initialData.data : undefined;
  const dataKey = `${siteKey}|${key}`;
  const { state, retry } = useApiData(dataKey, (signal) => helpDataFor(api, route, signal), { initial: inlined });
  const data = state.status === 'ready' ? state.data : null;

  // Once per page shown; the edge already wrote the first document's head.
  const shown = data ? dataKey : null;
  const firstRun = useRef(true);
  useEffect(() => {
    const isFirstRun = firstRun.current;
    firstRun.current = false;
    if (data && !isFirstRun) emit('page:meta', metaOf(data));
  }, [shown]);

  if (state.status === 'failed') return { status: 'failed', retry };
  return state.status === 'not-found' ? { status: 'not-found' } : state;
}
