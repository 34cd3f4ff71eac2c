/**
 * Spec §2/§3: every page reports `loadPageData`. The pages of the suppression list (category, product, search,
 * cart, checkout, order confirmation, home, CMS and help pages) push their own, with their search, category or
 * order fields; for every other page the shell pushes a plain one on each route change, once the page has named
 * its title (`page:meta`) or after a second, whichever comes first. Internal and lower-environment pages report
 * nothing (operators are not shoppers).
 */
import { useEffect } from 'react';
import { isPageEventSuppressed } from '@sf/analytics/route-names';
import type { RouteDefinition } from '@sf/contracts';
import { on } from '@sf/remote-contract';

const TITLE_WAIT_MS = 1000;

/**
 * Internal and lower-environment pages report nothing, and the pages of the suppression list push their own: the lazy
 * half is only fetched for the rest (the route names are a few hundred bytes, the pushing code is not).
 */
export function mayPushPageEvent(route: RouteDefinition | null): route is RouteDefinition {
  return route !== null && !route.internal && !route.nonProduction && !isPageEventSuppressed(route.name);
}

export function usePageEvent(route: RouteDefinition | null, pathname: string): void {
  useEffect(() => {
    if (!mayPushPageEvent(route)) return;
    let done = false;
    const push = () => {
      if (done) return;
      done = true;
      stop();
      clearTimeout(timer);
      const pageTitle = document.title;
      // Loaded on the first page that needs it: the pages of the first visits (home, lists, products) push their own.
      void import('./push-page-event').then(
        (module) => module.pushRoutePageData(route, pageTitle),
        () => {
          // The chunk did not load (offline, new deployment): one page view is not worth an error.
        },
      );
    };
    // The page names its title after its data loaded; the listener only waits for that, the title is read from the document.
    const stop = on('page:meta', () => setTimeout(push, 0));
    const timer = setTimeout(push, TITLE_WAIT_MS);
    return () => {
      done = true;
      stop();
      clearTimeout(timer);
    };
  }, [route, pathname]);
}
