import { atom } from 'nanostores';
import { $favoritesCount } from '@sf/contracts';
import { $session, type SessionState } from '@sf/remote-contract';
import { favoritesApi } from './favorites-api';
import { guestFavoritesKey, readGuestFavorites, writeGuestFavorites, type FavoritesSite } from './favorites-storage';

export interface FavoritesState {
  /** In the order added. */
  productIds: readonly string[];
  /** Where the list lives: the browser (guests) or the shopper's account. */
  source: 'guest' | 'account';
  /** False until the list of the bound site is known (the account list is fetched). */
  ready: boolean;
}

const EMPTY: FavoritesState = { productIds: [], source: 'guest', ready: false };

/** The favourites of the current site, shared by the product page, listing cards and the favourites page. */
export const $favorites = atom<FavoritesState>(EMPTY);
// The header's badge (shell) follows the list once it is known.
$favorites.subscribe((state) => {
  if (state.ready) $favoritesCount.set(state.productIds.length);
});

let site: FavoritesSite | null = null;
let status: SessionState['status'] = 'guest';
let generation = 0;
let stopSession: (() => void) | null = null;

const sameSite = (a: FavoritesSite, b: FavoritesSite) => a.brand === b.brand && a.country === b.country && a.locale === b.locale;

/** Points the store at a site (idempotent); the first call also starts following the session. */
export function bindFavorites(next: FavoritesSite): void {
  if (site && sameSite(site, next)) return;
  site = next;
  status = $session.get().status;
  load();
  if (!stopSession) {
    stopSession = $session.listen(onSessionChange);
    globalThis.addEventListener?.('storage', onStorage);
  }
}

/** Forgets the site and stops listening (tests; a parcel host switching sites). */
export function resetFavorites(): void {
  stopSession?.();
  stopSession = null;
  globalThis.removeEventListener?.('storage', onStorage);
  site = null;
  generation += 1;
  $favorites.set(EMPTY);
}

function onSessionChange(session: SessionState): void {
  const previous = status;
  status = session.status;
  if (!site || previous === status) return;
  if (previous === 'guest' && status === 'registered') void mergeGuestList(site);
  else load(); // signed out: back to this browser's list for the site
}

/** Another tab changed this site's guest list. */
function onStorage(event: StorageEvent): void {
  if (site && status === 'guest' && event.key === guestFavoritesKey(site)) load();
}

function load(): void {
  const current = site;
  if (!current) return;
  const run = ++generation;
  if (status !== 'registered') {
    $favorites.set({ productIds: readGuestFavorites(current), source: 'guest', ready: true });
    return;
  }
  // Signed in on a page without the catalogue: the guest list is still here and joins the account now.
  if (readGuestFavorites(current).length > 0) {
    void mergeGuestList(current);
    return;
  }
  $favorites.set({ ...$favorites.get(), source: 'account', ready: false });
  favoritesApi(current)
    .list()
    .then((list) => run === generation && $favorites.set({ productIds: list.productIds, source: 'account', ready: true }))
    .catch((error: unknown) => {
      console.error('[mfe-catalog] favourites could not be loaded', error);
      if (run === generation) $favorites.set({ productIds: [], source: 'account', ready: true });
    });
}

/** At sign-in the guest list joins the account's in one call; the browser's copy is cleared once the server has it. */
async function mergeGuestList(current: FavoritesSite): Promise<void> {
  const run = ++generation;
  $favorites.set({ ...$favorites.get(), source: 'account', ready: false });
  const guest = readGuestFavorites(current);
  try {
    const merged = await favoritesApi(current).merge(guest);
    writeGuestFavorites(current, []);
    if (run === generation) $favorites.set({ productIds: merged.productIds, source: 'account', ready: true });
  } catch (error) {
    // Kept locally, so the next sign-in tries again; meanwhile the shopper still sees what they saved.
    console.error('[mfe-catalog] favourites could not be merged into the account', error);
    if (run === generation) $favorites.set({ productIds: guest, source: 'account', ready: true });
  }
}

export const isFavorite = (state: FavoritesState, productId: string) => state.productIds.includes(productId);

/** Adds products not yet in the list; resolves false when the account could not be updated (the list is restored). */
export async function addFavorites(productIds: readonly string[]): Promise<boolean> {
  const before = $favorites.get();
  const added = [...new Set(productIds)].filter((id) => !before.productIds.includes(id));
  if (!site || added.length === 0) return true;
  return update([...before.productIds, ...added], (api) => (added.length === 1 ? api.add(added[0] as string) : api.merge(added)));
}

export async function removeFavorite(productId: string): Promise<boolean> {
  const before = $favorites.get();
  if (!site || !before.productIds.includes(productId)) return true;
  return update(
    before.productIds.filter((id) => id !== productId),
    (api) => api.remove(productId),
  );
}

export function toggleFavorite(productId: string): Promise<boolean> {
  return isFavorite($favorites.get(), productId) ? removeFavorite(productId) : addFavorites([productId]);
}

/** Shows the change at once; an account change is confirmed by the server's list or undone when it fails. */
async function update(next: readonly string[], call: (api: ReturnType<typeof favoritesApi>) => Promise<{ productIds: string[] }>): Promise<boolean> {
  const current = site as FavoritesSite;
  const before = $favorites.get();
  $favorites.set({ ...before, productIds: next });
  if (before.source === 'guest') {
    writeGuestFavorites(current, next);
    return true;
  }
  try {
    const saved = await call(favoritesApi(current));
    $favorites.set({ ...$favorites.get(), productIds: saved.productIds });
    return true;
  } catch (error) {
    console.error('[mfe-catalog] favourites could not be updated', error);
    $favorites.set(before);
    return false;
  }
}
