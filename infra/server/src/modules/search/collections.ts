/** Rule-based collections: each is a condition on listing rows; names and descriptions come from the i18n texts. */
import { sql, type SQL } from 'drizzle-orm';
import type { Collection } from '@sf/contracts';
import type { SiteColumns } from './currency-columns';

type Rule = (columns: SiteColumns) => SQL;

export const COLLECTION_RULES: Record<'new-arrivals' | 'bestsellers' | 'waterproof' | 'top-rated', Rule> = {
  'new-arrivals': () => sql`'new' = any(l.badges)`,
  bestsellers: () => sql`'bestseller' = any(l.badges)`,
  waterproof: () => sql`'waterproof' = any(l.features)`,
  'top-rated': () => sql`l.rating_average >= 4.5 and l.rating_count >= 5`,
};

export type CollectionSlug = keyof typeof COLLECTION_RULES;
export const COLLECTION_SLUGS = Object.keys(COLLECTION_RULES) as CollectionSlug[];

export const isCollectionSlug = (slug: string): slug is CollectionSlug => Object.hasOwn(COLLECTION_RULES, slug);

/** Products on sale in the site currency. */
export const saleRule = (columns: SiteColumns): SQL => sql`${sql.raw(`l.${columns.price}`)} < ${sql.raw(`l.${columns.list}`)}`;

export function describeCollection(slug: CollectionSlug | 'discounts', texts: Record<string, string>): Collection {
  return {
    slug,
    name: texts[`catalog.collection.${slug}.name`] ?? slug,
    description: texts[`catalog.collection.${slug}.description`] ?? '',
  };
}
