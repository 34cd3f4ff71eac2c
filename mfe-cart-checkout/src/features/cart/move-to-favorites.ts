import { createTypedApiClient, siteQuery } from '@sf/api-client';
import { addGuestFavorite } from '@sf/contracts';
import { $session, type SiteInfo } from '@sf/remote-contract';

/**
 * "Move to favourites" from the cart: a signed-in shopper's list is on the server (favorites API); a guest's is the
 * catalogue's guest store, written through the contracts helper. Returns false when it could not be saved.
 */
export async function addToFavorites(site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>, productId: string): Promise<boolean> {
  if ($session.get().status === 'registered') {
    const client = createTypedApiClient({ defaultQuery: () => siteQuery(site) });
    await client.put('/api/favorites/{productId}', { path: { productId } });
    return true;
  }
  return addGuestFavorite(site, productId);
}
