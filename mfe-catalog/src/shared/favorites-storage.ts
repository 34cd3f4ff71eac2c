import { guestFavoritesKey, isValidProductId } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';

export type FavoritesSite = Pick<SiteInfo, 'brand' | 'locale' | 'country'>;

// The key is in contracts: the shell's header counts a guest's list before the catalogue loads.
export { guestFavoritesKey };

export function readGuestFavorites(site: Pick<SiteInfo, 'brand' | 'country'>): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(guestFavoritesKey(site)) ?? '[]');
    // Storage is user-editable: keep only well-formed ids, once each.
    return Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && isValidProductId(id)))] : [];
  } catch {
    return []; // unreadable JSON or blocked storage: start empty rather than fail the page
  }
}

export function writeGuestFavorites(site: Pick<SiteInfo, 'brand' | 'country'>, productIds: readonly string[]): void {
  try {
    if (productIds.length === 0) globalThis.localStorage?.removeItem(guestFavoritesKey(site));
    else globalThis.localStorage?.setItem(guestFavoritesKey(site), JSON.stringify(productIds));
  } catch {
    /* storage blocked: favourites last for this page only */
  }
}
