import type { Favorites } from '@sf/contracts';
import { apiClientFor } from './catalog-api';
import type { FavoritesSite } from './favorites-storage';

/** A signed-in shopper's favourites on the server (contracts api/favorites.ts); every answer is the whole list. */
export function favoritesApi(site: FavoritesSite) {
  const client = apiClientFor(site);
  const path = (productId: string) => `/api/favorites/${encodeURIComponent(productId)}`;
  return {
    list: (signal?: AbortSignal) => client.get<Favorites>('/api/favorites', { signal }),
    add: (productId: string) => client.put<Favorites>(path(productId)),
    remove: (productId: string) => client.delete<Favorites>(path(productId)),
    /** Union into the account: the guest list at sign-in, or several products at once ("add all"). */
    merge: (productIds: readonly string[]) => client.post<Favorites>('/api/favorites/merge', { brand: site.brand, locale: site.locale, productIds }),
  };
}
export type FavoritesApi = ReturnType<typeof favoritesApi>;
