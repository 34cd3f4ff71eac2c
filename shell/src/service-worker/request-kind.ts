/**
 * Which caching rule a request of a page the EMEA worker controls falls under (issue 26). Pure, so the rules are
 * unit-tested without a worker: images cache-first, catalogue reads stale-while-revalidate, basket and favourites reads
 * network-first (their last answer is only shown offline), basket changes queued offline, checkout and everything
 * else network-only.
 */
import { LOCALES } from '@sf/remote-contract';

export type RequestKind =
  | 'page'
  | 'private-page'
  | 'na-page'
  | 'image'
  | 'static'
  | 'catalogue-api'
  | 'basket-read'
  | 'basket-change'
  | 'favourites-read'
  | 'network-only';

/** Catalogue reads: the same for every shopper, fine to show a little stale while a fresh copy is fetched. */
const CATALOGUE_API = /^\/(api\/(catalog|collections|discounts|listing|search|reviews)(\/|$)|fapi\/(i18n|featureFlags$|remotes$))/;
const BASKET = /^\/api\/baskets\/[^/]+/;
/** Changes the offline queue may hold: lines only (coupons, shipping and gift options need the server's answer). */
const BASKET_LINE_CHANGE = /^\/api\/baskets\/[^/]+\/items(\/[^/]+)?$/;
/** Pages with personal or payment data, and the checkout: never kept on the device, never answered from a cache. */
const PRIVATE_PAGE =
  /^\/(account|checkout|order-confirmation|order-status|order-details|return-label|sign-in|forgot-password|reset-password|verify-email|healthcheck|internal|lower-envs)(\/|$)/;

/** The locale a path names with its prefix, or null for an unprefixed path (the default locale's). */
export function localeOfPath(pathname: string): keyof typeof LOCALES | null {
  const first = /^\/([a-z]{2}-[a-z]{2})(\/|$)/.exec(pathname)?.[1];
  return first && Object.hasOwn(LOCALES, first) ? (first as keyof typeof LOCALES) : null;
}

/** The path without its locale prefix. */
export function pathWithoutLocale(pathname: string): string {
  return localeOfPath(pathname) ? pathname.replace(/^\/[a-z]{2}-[a-z]{2}/, '') || '/' : pathname;
}

export function requestKind(url: URL, method: string, mode: RequestMode | string, destination = ''): RequestKind {
  const path = url.pathname;
  if (mode === 'navigate') {
    const locale = localeOfPath(path);
    // North American sites have no worker (docs/architecture.md): their pages go to the network as if none were there.
    if (locale && LOCALES[locale].region === 'NA') return 'na-page';
    return PRIVATE_PAGE.test(pathWithoutLocale(path)) ? 'private-page' : 'page';
  }
  if (method === 'GET') {
    if (path.startsWith('/images/') || destination === 'image') return 'image';
    if (path.startsWith('/static/') || path.startsWith('/remotes/')) return 'static';
    if (CATALOGUE_API.test(path)) return 'catalogue-api';
    if (BASKET.test(path) && !path.includes('/checkout')) return 'basket-read';
    if (path === '/api/favorites') return 'favourites-read';
    return 'network-only';
  }
  if (['POST', 'PATCH', 'DELETE'].includes(method) && BASKET_LINE_CHANGE.test(path)) return 'basket-change';
  return 'network-only';
}

/** The offline page kept for a locale (edge route /offline-page/:locale). */
export const offlinePageUrl = (locale: string): string => `/offline-page/${locale}`;
