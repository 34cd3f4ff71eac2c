/**
 * What the shopper viewed, for the spec §3 profile's interests (views per category) and the products it leaves out
 * of recommendations. Bounded: PROFILE_LIMITS.interests categories (the least viewed go first) and
 * PROFILE_LIMITS.viewedProducts products (the oldest go first). Kept per site in local storage under targeting
 * consent only (`sf-personalisation-`, deleted by the shell's consent governance when targeting is off).
 */
import { isValidProductId, type PersonalisationProfile } from '@sf/contracts';
import { INTEREST_CATEGORY_PATTERN, PROFILE_LIMITS } from '@sf/contracts/personalisation';

export const INTERESTS_STORAGE_PREFIX = 'sf-personalisation-';

export interface ViewHistory {
  interests: PersonalisationProfile['interests'];
  viewedProducts: string[];
}

export const EMPTY_HISTORY: ViewHistory = { interests: [], viewedProducts: [] };

/** Counts a view of `category`; keeps the most viewed, at most PROFILE_LIMITS.interests of them. */
export function addCategoryView(history: ViewHistory, category: string): ViewHistory {
  if (!INTEREST_CATEGORY_PATTERN.test(category) || category.length > 120) return history;
  const found = history.interests.find((interest) => interest.category === category);
  const others = history.interests.filter((interest) => interest.category !== category);
  const views = Math.min((found?.views ?? 0) + 1, PROFILE_LIMITS.viewsPerCategory);
  // Most viewed first; a tie keeps the fresher category ahead (it is first among equals after the stable sort).
  const interests = [{ category, views }, ...others].sort((a, b) => b.views - a.views).slice(0, PROFILE_LIMITS.interests);
  return { ...history, interests };
}

/** Puts a product first (most recent), once; keeps PROFILE_LIMITS.viewedProducts. */
export function addProductView(history: ViewHistory, productId: string): ViewHistory {
  if (!isValidProductId(productId)) return history;
  const viewedProducts = [productId, ...history.viewedProducts.filter((id) => id !== productId)].slice(0, PROFILE_LIMITS.viewedProducts);
  return { ...history, viewedProducts };
}

export const historyKey = (site: { brand: string; country: string }) => `${INTERESTS_STORAGE_PREFIX}${site.brand}-${site.country.toLowerCase()}`;

/** The stored history, re-checked entry by entry (storage is the shopper's to edit). */
export function readHistory(storage: Storage | undefined, key: string): ViewHistory {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<ViewHistory> | null;
    const interests = (Array.isArray(parsed?.interests) ? parsed.interests : [])
      .filter(
        (interest): interest is ViewHistory['interests'][number] =>
          typeof interest?.category === 'string' &&
          INTEREST_CATEGORY_PATTERN.test(interest.category) &&
          interest.category.length <= 120 &&
          Number.isInteger(interest.views) &&
          interest.views >= 1,
      )
      .map((interest) => ({ category: interest.category, views: Math.min(interest.views, PROFILE_LIMITS.viewsPerCategory) }))
      .sort((a, b) => b.views - a.views)
      .slice(0, PROFILE_LIMITS.interests);
    const viewedProducts = (Array.isArray(parsed?.viewedProducts) ? parsed.viewedProducts : [])
      .filter((id): id is string => typeof id === 'string' && isValidProductId(id))
      .filter((id, index, all) => all.indexOf(id) === index)
      .slice(0, PROFILE_LIMITS.viewedProducts);
    const history: ViewHistory = { interests, viewedProducts };
    return history;
  } catch {
    return EMPTY_HISTORY;
  }
}

export function writeHistory(storage: Storage | undefined, key: string, history: ViewHistory): void {
  try {
    storage?.setItem(key, JSON.stringify(history));
  } catch {
    /* storage full or blocked: the server's copy still has the last profile sent */
  }
}
