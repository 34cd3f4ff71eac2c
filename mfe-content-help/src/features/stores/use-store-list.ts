import { useEffect, useRef } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import { storeQueryOf, type StoreList } from '@sf/contracts';
import { emit, routeDataKey, type PageProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import type { StoresApi } from './stores-api';

export type StoreListState =
  /** `previous` is the list shown before this search: it stays on screen, dimmed, so the page does not jump. */
  { status: 'loading'; previous: StoreList | null } | { status: 'ready'; list: StoreList } | { status: 'failed'; retry: () => void };

/**
 * The stores of the current route's search (`?q=`). First data comes from `initialData` when it belongs to this
 * route (the edge inlined it, so the server's HTML already lists the stores); otherwise the list is fetched, and a
 * newer search aborts the older request. A client-side load sets the head (`page:meta`).
 */
export function useStoreList({ route, site, initialData }: PageProps<StoreList>, api: StoresApi): StoreListState {
  const { t } = useTranslation();
  const key = routeDataKey(route);
  // Inlined data is for the document's site; after a brand or locale switch it would be in the wrong language.
  const documentSite = useRef(`${site.brand}:${site.locale}`);
  const siteKey = `${site.brand}:${site.locale}`;
  const inlined = initialData?.key === key && documentSite.current === siteKey ? initialData.data : undefined;
  const dataKey = `${siteKey}|${key}`;
  const { state, retry } = useApiData(dataKey, (signal) => api.list({ q: storeQueryOf(route.query) }, signal), { initial: inlined });
  // The last list shown stays on screen (as `previous`) while the next search loads.
  const shown = useRef<StoreList | null>(null);
  if (state.status === 'ready') shown.current = state.data;

  // Once per list shown; the edge already wrote the first document's head.
  const listed = state.status === 'ready' ? dataKey : null;
  const firstRun = useRef(true);
  useEffect(() => {
    const isFirstRun = firstRun.current;
    firstRun.current = false;
    if (listed && !isFirstRun) emit('page:meta', { title: t('stores.title'), description: t('stores.intro') });
  }, [listed]);

  if (state.status === 'ready') return { status: 'ready', list: state.data };
  if (state.status === 'loading') return { status: 'loading', previous: shown.current };
  return { status: 'failed', retry };
}
