import { atom } from 'nanostores';
import type { SiteInfo } from '@sf/remote-contract';

/** One category of the header's mega menu (spec §2 CMS block "mega menu levels"); `slug` is the path below /c/. */
export interface MenuCategory {
  slug: string;
  name: string;
  children: MenuCategory[];
}

/**
 * What the edge inlines for the header of every document: the brand's whole category tree (three small levels, a
 * few hundred bytes gzip, so deeper levels need no fetch of their own) and the promo bar's text.
 */
export interface HeaderNavigation {
  categories: MenuCategory[];
  /** The CMS promo bar (navigation key `promo-bar`, first link); null: the site's default text (i18n `header.promo`). */
  promo: { text: string; href: string | null } | null;
}

/**
 * How many favourites the shopper keeps on this site, for the header's badge. The catalogue's favourites store
 * writes it; before that the shell counts a guest's list in this browser. Null: not known (nothing is shown).
 */
export const $favoritesCount = atom<number | null>(null);

/** A guest's favourites belong to one site: brand plus country (the catalogue and prices differ per site). */
export const guestFavoritesKey = (site: Pick<SiteInfo, 'brand' | 'country'>) => `sf-favorites-${site.brand}-${site.country.toLowerCase()}`;
