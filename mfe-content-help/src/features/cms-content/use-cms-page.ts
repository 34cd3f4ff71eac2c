import { useEffect, useRef } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import { pushPageData } from '@sf/analytics';
import { isValidCmsSlug, type CmsPage } from '@sf/contracts';
import { emit, routeDataKey, type PageProps } from '@sf/remote-contract';
import { createContentApi } from '../../shared/content-api';

export type CmsPageState = { status: 'loading' } | { status: 'ready'; page: CmsPage } | { status: 'failed' };

/**
 * The CMS page of the current route. First data comes from `initialData` when it belongs to this route (the edge
 * inlined it, so the first paint needs no fetch); otherwise the page is fetched, and a newer route aborts the
 * older request. A missing page becomes the shell's 404 page (`page:error`); a loaded one sets the head (`page:meta`).
 */
export function useCmsPage({ route, site, initialData }: PageProps<CmsPage>): CmsPageState {
  const key = routeDataKey(route);
  // Inlined data is for the document's site; after a brand or locale switch it would be in the wrong language.
  const documentSite = useRef(`${site.brand}:${site.locale}`);
  const siteKey = `${site.brand}:${site.locale}`;
  const inlined = initialData?.key === key && documentSite.current === siteKey ? initialData.data : undefined;
  const slug = route.path.replace(/^\/+|\/+$/g, '');
  // A slug the CMS cannot have is never requested: it is not found at once.
  const invalid = !inlined && !isValidCmsSlug(slug);
  const dataKey = `${siteKey}|${key}`;
  const { state } = useApiData(invalid ? null : dataKey, (signal) => createContentApi(site).page(slug, signal), { initial: inlined });
  const page = state.status === 'ready' ? state.data : null;
  const failed = state.status === 'failed' || state.status === 'not-found' ? state : null;

  // Once per page shown (not per render): spec §3 reports CMS pages ("slug" routes, suppressed for the shell's page
  // event) as Content; the head is set unless the edge already wrote it into the first document.
  const shown = page ? dataKey : null;
  const firstRun = useRef(true);
  useEffect(() => {
    const isFirstRun = firstRun.current;
    firstRun.current = false;
    if (!page) return;
    pushPageData({ pageType: 'Content', pageName: `Content:${route.path.replace(/^\/+|\/+$/g, '')}`, pageTitle: page.title }, site);
    if (!isFirstRun) emit('page:meta', { title: page.title, description: page.description });
  }, [shown]);
  useEffect(() => {
    if (invalid) emit('page:error', { status: 404, message: `Page not found: ${route.path}` });
    else if (failed) emit('page:error', pageErrorFor(failed.error, route.path));
  }, [invalid ? dataKey : null, failed]);

  if (invalid || failed) return { status: 'failed' };
  return page ? { status: 'ready', page } : { status: 'loading' };
}

/** 404 is spec §8's non-fatal "Page not found: <path>"; anything else is the shell's maintenance page. */
function pageErrorFor(error: unknown, path: string): { status: number; message: string } {
  const status = error instanceof ApiRequestError && error.status > 0 ? error.status : 500;
  if (status === 404) return { status: 404, message: `Page not found: ${path}` };
  return { status: Math.max(status, 500), message: error instanceof Error ? error.message : String(error) };
}
