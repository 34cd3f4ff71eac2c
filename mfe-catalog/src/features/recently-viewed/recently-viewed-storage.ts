import { consentAllows, isValidProductId } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';

/**
 * Recently viewed is a functional feature (issue 24): nothing is read or written before the shopper allows that
 * category, and the shell deletes the `sf-recently-viewed-` keys the moment it is withdrawn (contracts
 * CONSENT_STORAGE, which names this prefix).
 */

/** How many products the list keeps, besides the one being viewed. */
export const RECENTLY_VIEWED_SHOWN = 8;
/** One more than shown, so the current product can be left out and eight still remain. */
const KEPT = RECENTLY_VIEWED_SHOWN + 1;

const keyFor = (site: Pick<SiteInfo, 'brand' | 'country'>) => `sf-recently-viewed-${site.brand}-${site.country.toLowerCase()}`;

export function readRecentlyViewed(site: Pick<SiteInfo, 'brand' | 'country'>): string[] {
  if (!consentAllows('functional')) return [];
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(keyFor(site)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && isValidProductId(id)).slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts a product first (most recent), once, and returns the list as stored. */
export function recordView(site: Pick<SiteInfo, 'brand' | 'country'>, productId: string): string[] {
  if (!consentAllows('functional')) return [];
  const next = [productId, ...readRecentlyViewed(site).filter((id) => id !== productId)].slice(0, KEPT);
  try {
    globalThis.localStorage?.setItem(keyFor(site), JSON.stringify(next));
  } catch {
    /* storage blocked: nothing is remembered */
  }
  return next;
}

/** The products to show on a product page: most recent first, without the current one, at most eight. */
export const othersThan = (ids: readonly string[], productId: string) => ids.filter((id) => id !== productId).slice(0, RECENTLY_VIEWED_SHOWN);
