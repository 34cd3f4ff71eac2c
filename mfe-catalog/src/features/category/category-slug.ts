import type { RouteInfo } from '@sf/remote-contract';

/** The category path below /c/ (women/boots), from the route's splat or, failing that, its path. */
export function categorySlug(route: Pick<RouteInfo, 'params' | 'path'>): string {
  const raw = route.params['*'] || route.path.replace(/^\/c\/?/, '');
  return raw.replace(/^\/+|\/+$/g, '');
}
