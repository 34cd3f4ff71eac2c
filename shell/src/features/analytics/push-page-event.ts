/** The lazily loaded half of the shell's page event (page-event.ts): the plain `loadPageData` of a route. */
import { analyticsRouteName, isPageEventSuppressed, pushPageData } from '@sf/analytics';
import type { RouteDefinition } from '@sf/contracts';

/** Pushes unless the route is on the spec §2 suppression list (its page pushes its own, with more fields). */
export function pushRoutePageData(route: RouteDefinition, pageTitle: string): void {
  if (isPageEventSuppressed(route.name)) return;
  pushPageData({ pageType: route.pageType, pageName: analyticsRouteName(route.name), pageTitle });
}
