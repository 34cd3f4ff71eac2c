/**
 * The guest favourites store of the catalogue (mfe-catalog/src/shared/favorites-storage.ts, same key and format), so
 * other remotes ("move to favourites" in the cart) can add to it without importing the catalogue remote.
 */
import { isValidProductId } from './patterns';
import type { SiteInfo } from '@sf/remote-contract';

export const guestFavoritesStorageKey = (site: Pick<SiteInfo, 'brand' | 'country'>): string => `sf-favorites-${site.brand}-${site.country.toLowerCase()}`;

/** Adds a product id (once) to the guest list; returns false when storage is blocked or the id is malformed. */
export function addGuestFavorite(site: Pick<SiteInfo, 'brand' | 'country'>, productId: string): boolean {
  if (!isValidProductId(productId)) return false;
  try {
    const key = guestFavoritesStorageKey(site);
    const parsed = parseList(globalThis.localStorage?.getItem(key) ?? null);
    const ids = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && isValidProductId(id)) : [];
    if (!ids.includes(productId)) ids.push(productId);
    globalThis.localStorage?.setItem(key, JSON.stringify(ids));
    return true;
  } catch {
    return false;
  }
}

/** Storage is user-editable: unreadable JSON counts as an empty list, as the catalogue reads it. */
function parseList(raw: string | null): unknown {
  try {
    return JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
}
