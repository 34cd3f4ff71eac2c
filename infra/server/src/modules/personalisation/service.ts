/**
 * Personalisation (issue 24): keeps the latest spec §3 profile per visitor (targeting consent only) and ranks
 * "Recommended for you" from its interests through the search module's listings (never its tables). Profiles not
 * updated for PERSONALISATION_RETENTION_DAYS are deleted, at most once an hour per instance, after a send.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { PersonalisationEvent, PersonalisationProfile, ProductSummary, Recommendations } from '@sf/contracts';
import type { BrandKey, LocaleCode } from '@sf/remote-contract';
import { PERSONALISATION_RETENTION_DAYS, RECOMMENDATIONS_SHOWN } from '@sf/contracts/personalisation';
import type { Database } from '../../db/client';
import { pruneWhenDue } from '../../db/prune-when-due';
import type { CatalogService } from '../catalog';
import type { SearchService } from '../search';
import type { SiteContext } from '../../site-context';
import { personalisationProfiles } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Interests the ranking reads (the most viewed categories), and products it asks of each. */
const RANKED_INTERESTS = 3;
const CANDIDATES_PER_INTEREST = 12;
const FALLBACK_CATEGORIES = 3;

export interface SaveProfileInput {
  visitorId: string;
  consentId: string | null;
  brand: BrandKey;
  locale: LocaleCode;
  profile: PersonalisationProfile;
  events: readonly PersonalisationEvent[];
}

export interface PersonalisationDeps {
  catalog: Pick<CatalogService, 'listCategories'>;
  listings: Pick<SearchService, 'categoryListing'>;
}

/** Scores candidates: each interest adds its share of views, less a little per place down its list. */
export function rankByInterests(
  interests: PersonalisationProfile['interests'],
  lists: ReadonlyArray<readonly ProductSummary[]>,
  excluded: ReadonlySet<string>,
  limit: number,
): ProductSummary[] {
  const total = interests.reduce((sum, interest) => sum + interest.views, 0) || 1;
  const scores = new Map<string, { product: ProductSummary; score: number }>();
  lists.forEach((items, listIndex) => {
    const weight = (interests[listIndex]?.views ?? 0) / total;
    items.forEach((product, position) => {
      if (excluded.has(product.productId)) return;
      const entry = scores.get(product.productId) ?? { product, score: 0 };
      entry.score += weight * (1 - position / (items.length + 1));
      scores.set(product.productId, entry);
    });
  });
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || (a.product.productId < b.product.productId ? -1 : 1))
    .slice(0, limit)
    .map((entry) => entry.product);
}

export function createPersonalisationService(db: Database, deps: PersonalisationDeps, now: () => Date = () => new Date()) {
  const t = personalisationProfiles;

  async function prune(): Promise<number> {
    const cutoff = new Date(now().getTime() - PERSONALISATION_RETENTION_DAYS * DAY_MS);
    const deleted = await db.delete(t).where(lt(t.updatedAt, cutoff)).returning({ id: t.visitorId });
    return deleted.length;
  }

  async function topRated(site: SiteContext, excluded: ReadonlySet<string>, limit: number): Promise<ProductSummary[]> {
    const { categories } = await deps.catalog.listCategories(site);
    const tops = categories.filter((category) => category.parentId === null && category.productCount > 0).slice(0, FALLBACK_CATEGORIES);
    const lists = await Promise.all(
      tops.map((category) => deps.listings.categoryListing(site, category.slug, { sort: 'top-rated', offset: 0, limit: limit * 2, filters: {} })),
    );
    // Round robin over the top-level categories, so the fallback is not all boots.
    const picked: ProductSummary[] = [];
    const seen = new Set(excluded);
    for (let position = 0; picked.length < limit && lists.some((list) => (list?.items.length ?? 0) > position); position += 1) {
      for (const list of lists) {
        const product = list?.items[position];
        if (!product || seen.has(product.productId) || picked.length >= limit) continue;
        seen.add(product.productId);
        picked.push(product);
      }
    }
    return picked;
  }

  return {
    /** Stores the visitor's latest profile; two sends at once leave one row (the primary key and ON CONFLICT). */
    async save(input: SaveProfileInput): Promise<void> {
      const at = now();
      await db
        .insert(t)
        .values({
          visitorId: input.visitorId,
          consentId: input.consentId,
          brand: input.brand,
          locale: input.locale,
          profile: input.profile,
          eventCount: input.events.length,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: t.visitorId,
          set: {
            consentId: input.consentId,
            brand: input.brand,
            locale: input.locale,
            profile: input.profile,
            eventCount: sql`${t.eventCount} + ${input.events.length}`,
            updatedAt: at,
          },
        });
    },

    async profileOf(visitorId: string): Promise<PersonalisationProfile | null> {
      const [row] = await db.select({ profile: t.profile }).from(t).where(eq(t.visitorId, visitorId));
      return row?.profile ?? null;
    },

    /** Consent withdrawn (the browser's DELETE): true when there was a profile. */
    async forget(visitorId: string): Promise<boolean> {
      const deleted = await db.delete(t).where(eq(t.visitorId, visitorId)).returning({ id: t.visitorId });
      return deleted.length > 0;
    },

    /** Consent withdrawn as the consent module recorded it: every profile sent under that consent id. */
    async forgetConsent(consentId: string): Promise<number> {
      const deleted = await db.delete(t).where(eq(t.consentId, consentId)).returning({ id: t.visitorId });
      return deleted.length;
    },

    /**
     * "Recommended for you": with a stored profile that has interests, the products of its most viewed categories
     * ranked by them; otherwise (no consent, no profile, no interests yet) the site's top-rated products. Products
     * viewed, in the basket or on show (`exclude`) are left out.
     */
    async recommendations(site: SiteContext, profile: PersonalisationProfile | null, exclude?: string): Promise<Recommendations> {
      const excluded = new Set([
        ...(profile?.viewedProducts ?? []),
        ...(profile?.cart.items.map((item) => item.productId) ?? []),
        ...(exclude ? [exclude] : []),
      ]);
      const recentlyViewed = (profile?.viewedProducts ?? []).filter((id) => id !== exclude);
      const interests = [...(profile?.interests ?? [])].sort((a, b) => b.views - a.views).slice(0, RANKED_INTERESTS);
      if (interests.length > 0) {
        const lists = await Promise.all(
          interests.map((interest) =>
            deps.listings
              .categoryListing(site, interest.category, { sort: 'recommended', offset: 0, limit: CANDIDATES_PER_INTEREST, filters: {} })
              .then((list) => list?.items ?? []),
          ),
        );
        const items = rankByInterests(interests, lists, excluded, RECOMMENDATIONS_SHOWN);
        if (items.length === RECOMMENDATIONS_SHOWN) return { basis: 'interests', items, recentlyViewed };
        // Too few left in those categories: fill up from the top-rated, so the rail keeps its size.
        const fill = await topRated(site, new Set([...excluded, ...items.map((item) => item.productId)]), RECOMMENDATIONS_SHOWN - items.length);
        if (items.length > 0) return { basis: 'interests', items: [...items, ...fill], recentlyViewed };
      }
      return { basis: 'top-rated', items: await topRated(site, excluded, RECOMMENDATIONS_SHOWN), recentlyViewed };
    },

    /** Deletes rows past the retention at most once an hour per instance; the count or null. */
    pruneIfDue: pruneWhenDue(prune, now),

    prune,
  };
}

export type PersonalisationService = ReturnType<typeof createPersonalisationService>;
