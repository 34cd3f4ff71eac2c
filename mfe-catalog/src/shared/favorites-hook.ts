import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useSite } from '@sf/ui';
import { $favorites, bindFavorites, type FavoritesState } from './favorites-store';

/** The favourites of the page's site; binding happens after render (it may read storage or fetch). */
export function useFavorites(): FavoritesState {
  const site = useSite();
  useEffect(() => bindFavorites(site), [site]);
  return useStore($favorites);
}
