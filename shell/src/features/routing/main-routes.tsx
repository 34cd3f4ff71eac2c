import { useEffect, useMemo, useRef, useState } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { ERROR_STATUSES, ROUTES, type DocumentState, type RouteDefinition } from '@sf/contracts';
import { $site, on, routeDataKey, type Navigate, type SiteInfo } from '@sf/remote-contract';
import { ErrorScreen } from '../errors/error-screen';
import { usePageEvent } from '../analytics/page-event';
import { PageSlot } from './page-slot';
import { AccessPlaceholder, useAccessGuard } from './access-guard';
import { canonicalPath } from './canonical-path';

const routeObjects: RouteObject[] = [
  ...ERROR_STATUSES.map((status) => ({ path: `/${status}`, id: `error-${status}` })),
  ...ROUTES.map((route) => ({ path: route.path, id: route.name })),
];

/**
 * The last paths matched: react-router flattens, ranks and compiles the whole table on every `matchRoutes` (≈6 % of
 * a server render's CPU, asked two or three times per render), and the answer only depends on the path.
 */
const matchedPaths = new Map<string, RouteDefinition | null>();
const MATCHED_PATHS_KEPT = 1000;

/** The route definition of a locale-free path, by react-router's ranking of the shared route table. */
export function matchShellRoute(pathname: string): RouteDefinition | null {
  const known = matchedPaths.get(pathname);
  if (known !== undefined) return known;
  const id = matchRoutes(routeObjects, pathname)?.[0]?.route.id;
  const route = ROUTES.find((candidate) => candidate.name === id) ?? null;
  if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.delete(matchedPaths.keys().next().value as string);
  matchedPaths.set(pathname, route);
  return route;
}

/**
 * The router's location with its canonical path: spec §2 rule 3, a localized alias of the site's language
 * (/hilfe on the German site) is the route it stands for (/help), while the address bar keeps the local form.
 */
export function useCanonicalLocation(): ReturnType<typeof useLocation> {
  const location = useLocation();
  const site = useStore($site) as SiteInfo;
  return useMemo(() => {
    const pathname = canonicalPath(location.pathname);
    return pathname === location.pathname ? location : { ...location, pathname };
    // The payload's aliases change with the site's language.
  }, [location, site.locale]);
}

/** The route definition of the current location. */
export function useCurrentRoute(): RouteDefinition | null {
  const location = useCanonicalLocation();
  return useMemo(() => matchShellRoute(location.pathname), [location]);
}

function queryRecord(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** Fills the main slot: an error page, or the parcel the route table names for this location. */
export function MainRoutes({ state, navigate }: { state: DocumentState; navigate: Navigate }) {
  const location = useCanonicalLocation();
  const site = useStore($site) as SiteInfo;
  const route = useCurrentRoute();
  const [pageError, setPageError] = useState<{ path: string; status: number; message: string } | null>(null);
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  const key = routeDataKey({ path: location.pathname, query: queryRecord(location.search) });
  // The document's own status (e.g. 404 from the edge) holds only for the URL the edge rendered.
  const [documentKey] = useState(key);

  useEffect(() => on('page:error', ({ status, message }) => setPageError({ path: pathRef.current, status, message })), []);
  const accessPending = useAccessGuard(navigate);
  // Spec §2/§3: a plain loadPageData for the pages that do not push their own.
  usePageEvent(route, location.pathname);

  // The router ranks /404 etc. above the CMS catch-all, so an error route matches no page route.
  const errorStatus = ERROR_STATUSES.find((status) => location.pathname === `/${status}`);
  if (errorStatus && !route) return <ErrorScreen status={errorStatus} navigate={navigate} initialData={key === documentKey ? state.initialData : null} />;
  // Spec §2/§6: sign-in required, signed-in redirects, required token (access-rules.ts in contracts).
  if (accessPending) return <AccessPlaceholder />;

  if (key === documentKey && state.status !== 200)
    return <ErrorScreen status={state.status} message={state.errorMessage} navigate={navigate} initialData={state.initialData} />;
  // Spec §8: an unmatched path is the non-fatal "Page not found", a path failing its route's validation the fatal one.
  if (!route) return <ErrorScreen status={404} message={`Page not found: ${location.pathname}`} navigate={navigate} />;
  if (route.validate && !route.validate(location.pathname)) {
    return <ErrorScreen status={404} message={`Page Not Found: ${location.pathname}`} navigate={navigate} />;
  }
  if (pageError && pageError.path === location.pathname) {
    return <ErrorScreen status={pageError.status} message={pageError.message} navigate={navigate} />;
  }
  return (
    <PageSlot
      key={route.name}
      route={route}
      site={site}
      navigate={navigate}
      location={{ path: location.pathname, query: queryRecord(location.search) }}
      initialData={state.initialData}
    />
  );
}
