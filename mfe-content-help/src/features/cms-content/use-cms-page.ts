import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { pushPageData } from '@sf/analytics';
import { emit, isValidCmsSlug, routeDataKey, type CmsPage, type PageProps } from '@sf/contracts';
import { createContentApi, isAbortError } from '../../shared/content-api';

export type CmsPageState = { status: 'loading' } | { status: 'ready'; page: CmsPage } | { status: 'failed' };

interface Loaded {
  key: string;
  state: CmsPageState;
}

/**
 * The CMS page of the current route. First data comes from `initialData` when it belongs to this route (the edge
 * inlined it, so the first paint needs no fetch); otherwise the page is fetched, and a newer route aborts the
 * older request. A missing page becomes the shell's 404 page (`page:error`); a loaded one sets the head (`page:meta`).
 */
export function useCmsPage({ route, site, initialData }: PageProps<CmsPage>): CmsPageState {
  const key = routeDataKey(route);
  // Inlined data is for the document's site; after a brand or locale switch it would be in the wrong language.
  const documentSite = useRef(`${site.brand}:${site.locale}`);
  const inlined = (): CmsPage | null => (initialData?.key === key && documentSite.current === `${site.brand}:${site.locale}` ? initialData.data : null);

  const [loaded, setLoaded] = useState<Loaded>(() => {
    const page = inlined();
    return { key, state: page ? { status: 'ready', page } : { status: 'loading' } };
  });
  const firstLoad = useRef(true);

  useEffect(() => {
    const isFirstLoad = firstLoad.current;
    firstLoad.current = false;
    const page = inlined();
    // Spec §3: CMS pages ("slug" routes, suppressed for the shell's page event) report themselves as Content.
    const report = (shown: CmsPage) =>
      pushPageData({ pageType: 'Content', pageName: `Content:${route.path.replace(/^\/+|\/+$/g, '')}`, pageTitle: shown.title }, site);
    if (page) {
      setLoaded({ key, state: { status: 'ready', page } });
      report(page);
      // The edge already wrote this page's head into the first document.
      if (!isFirstLoad) emit('page:meta', { title: page.title, description: page.description });
      return;
    }
    const slug = route.path.replace(/^\/+|\/+$/g, '');
    if (!isValidCmsSlug(slug)) {
      setLoaded({ key, state: { status: 'failed' } });
      emit('page:error', { status: 404, message: `Page not found: ${route.path}` });
      return;
    }
    const controller = new AbortController();
    setLoaded({ key, state: { status: 'loading' } });
    createContentApi(site)
      .page(slug, controller.signal)
      .then((fetched) => {
        setLoaded({ key, state: { status: 'ready', page: fetched } });
        emit('page:meta', { title: fetched.title, description: fetched.description });
        report(fetched);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setLoaded({ key, state: { status: 'failed' } });
        emit('page:error', pageErrorFor(error, route.path));
      });
    return () => controller.abort();
    // `key` stands for route.path and route.query; initialData only matters when the key changes.
  }, [key, site.brand, site.locale]);

  // Until the effect catches up with a new route, show the skeleton rather than the previous page.
  return loaded.key === key ? loaded.state : { status: 'loading' };
}

/** 404 is spec §8's non-fatal "Page not found: <path>"; anything else is the shell's maintenance page. */
function pageErrorFor(error: unknown, path: string): { status: number; message: string } {
  const status = error instanceof ApiRequestError && error.status > 0 ? error.status : 500;
  if (status === 404) return { status: 404, message: `Page not found: ${path}` };
  return { status: Math.max(status, 500), message: error instanceof Error ? error.message : String(error) };
}
