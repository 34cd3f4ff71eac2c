/** The lazily loaded half of the shell's page event (page-event.ts): the plain `loadPageData` of a route. */
import { analyticsRouteName, pushPageData } from '@sf/analytics';
import type { RouteDefinition } from '@sf/contracts';

/** Pushes a route's plain page data (page-event.ts has left out the spec §2 suppression list). */
export function pushRoutePageData(route: RouteDefinition, pageTitle: string): void {
  pushPageData({ pageType: route.pageType, pageName: analyticsRouteName(route.name), pageTitle });
}
