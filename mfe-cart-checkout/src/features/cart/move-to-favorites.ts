import { createApiClient, siteQuery } from '@sf/api-client';
import { $session, addGuestFavorite, type Favorites, type SiteInfo } from '@sf/contracts';

/**
 * "Move to favourites" from the cart: a signed-in shopper's list is on the server (favorites API); a guest's is the
 * catalogue's guest store, written through the contracts helper. Returns false when it could not be saved.
 */
export async function addToFavorites(site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>, productId: string): Promise<boolean> {
  if ($session.get().status === 'registered') {
    const client = createApiClient({ defaultQuery: () => siteQuery(site) });
    await client.put<Favorites>(`/api/favorites/${encodeURIComponent(productId)}`);
    return true;
  }
  return addGuestFavorite(site, productId);
}
