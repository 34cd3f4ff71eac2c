import { isValidProductId } from '@sf/contracts';

/** A shared list is read by anyone who has the link: at most this many products (the products-by-id limit). */
export const MAX_SHARED = 100;

/** `/favorites?shared=NB1001,NB1002`, absolute, with the page's localized path (e.g. /de-de/favorites). */
export function sharedFavoritesUrl(origin: string, favoritesHref: string, productIds: readonly string[]): string {
  return `${origin}${favoritesHref}?shared=${productIds.slice(0, MAX_SHARED).join(',')}`;
}

/** The product ids of a `shared` query value, or null when the page is not a shared view. Bad ids are dropped. */
export function parseSharedIds(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const ids = value
    .split(',')
    .map((id) => id.trim().toUpperCase())
    .filter(isValidProductId);
  return [...new Set(ids)].slice(0, MAX_SHARED);
}
