/**
 * Spec §2 analytics route names: the route's name (or its path) with slashes and dashes replaced by underscores, a
 * name with a locale suffix cut at the first underscore. The pages of the suppression list push their own
 * `loadPageData` (with search, category or order fields); on every other page the shell pushes a plain one.
 */

/** Spec §2: "Analytics page events are suppressed on c-slug, cart, checkout, index, order-confirmation, p-slug, search, slug and help routes." */
export const PAGE_EVENT_SUPPRESSED_ROUTES = ['c_slug', 'cart', 'checkout', 'index', 'order_confirmation', 'p_slug', 'search', 'slug', 'help'] as const;

/** `c-slug` → `c_slug`; `/about-us` → `about_us`; `help___de-de` (a locale copy) → `help`. */
export function analyticsRouteName(nameOrPath: string): string {
  const underscored = nameOrPath.replace(/^\/+|\/+$/g, '').replace(/[/-]/g, '_') || 'index';
  // Locale copies of a route are named "<name>___<locale>": cut at the first run of underscores before the locale.
  const localeSuffix = underscored.match(/^(.+?)_{2,}[a-z]{2}_[a-z]{2}$/);
  return localeSuffix?.[1] ?? underscored;
}

/** True for the routes whose pages push their own page data (help and its children included). */
export function isPageEventSuppressed(routeName: string): boolean {
  const name = analyticsRouteName(routeName);
  return PAGE_EVENT_SUPPRESSED_ROUTES.some((suppressed) => name === suppressed || (suppressed === 'help' && name.startsWith('help_')));
}
