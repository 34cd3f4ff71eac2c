import { typedApiFor } from './catalog-api';
import type { FavoritesSite } from './favorites-storage';

/** A signed-in shopper's favourites on the server (contracts api/favorites.ts); every answer is the whole list. */
export function favoritesApi(site: FavoritesSite) {
  const api = typedApiFor(site);
  return {
    list: (signal?: AbortSignal) => api.get('/api/favorites', { signal }),
    add: (productId: string) => api.put('/api/favorites/{productId}', { path: { productId } }),
    remove: (productId: string) => api.delete('/api/favorites/{productId}', { path: { productId } }),
    /** Union into the account: the guest list at sign-in, or several products at once ("add all"). */
    merge: (productIds: readonly string[]) =>
      api.post('/api/favorites/merge', { body: { brand: site.brand, locale: site.locale, productIds: [...productIds] } }),
  };
}
export type FavoritesApi = ReturnType<typeof favoritesApi>;
