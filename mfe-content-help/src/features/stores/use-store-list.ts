import { useEffect, useRef, useState } from 'react';
import { emit, routeDataKey, storeQueryOf, type PageProps, type StoreList } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { isAbortError } from '../../shared/content-api';
import type { StoresApi } from './stores-api';

export type StoreListState =
  /** `previous` is the list shown before this search: it stays on screen, dimmed, so the page does not jump. */
  { status: 'loading'; previous: StoreList | null } | { status: 'ready'; list: StoreList } | { status: 'failed'; retry: () => void };

interface Loaded {
  key: string;
  state: StoreListState;
}

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
  const inlined = (): StoreList | null => (initialData?.key === key && documentSite.current === `${site.brand}:${site.locale}` ? initialData.data : null);

  const [loaded, setLoaded] = useState<Loaded>(() => {
    const list = inlined();
    return { key, state: list ? { status: 'ready', list } : { status: 'loading', previous: null } };
  });
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<StoreList | null>(null);
  if (loaded.state.status === 'ready') shown.current = loaded.state.list;
  const firstLoad = useRef(true);

  useEffect(() => {
    const isFirstLoad = firstLoad.current;
    firstLoad.current = false;
    const meta = () => emit('page:meta', { title: t('stores.title'), description: t('stores.intro') });
    const list = inlined();
    if (list) {
      setLoaded({ key, state: { status: 'ready', list } });
      // The edge already wrote this page's head into the first document.
      if (!isFirstLoad) meta();
      return;
    }
    const controller = new AbortController();
    setLoaded({ key, state: { status: 'loading', previous: shown.current } });
    api
      .list({ q: storeQueryOf(route.query) }, controller.signal)
      .then((fetched) => {
        setLoaded({ key, state: { status: 'ready', list: fetched } });
        meta();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setLoaded({ key, state: { status: 'failed', retry: () => setAttempt((n) => n + 1) } });
      });
    return () => controller.abort();
    // `key` stands for route.path and route.query; initialData only matters when the key changes.
  }, [key, site.brand, site.locale, attempt, api]);

  // Until the effect catches up with a new search, keep the previous list on screen as "loading".
  return loaded.key === key ? loaded.state : { status: 'loading', previous: shown.current };
}
