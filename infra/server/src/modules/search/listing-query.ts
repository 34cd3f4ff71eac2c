/**
 * SQL of the one listing engine. A scope (category subtree, search match, collection rule, sale) picks products of
 * the site's brand; facet selections filter them (OR inside a facet, AND across facets). Facet counts follow
 * multi-select semantics: each facet is counted with every OTHER facet's selection applied, all in one statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import { FACET_IDS, type FacetId, type ListingFilters, type ListingSort } from '@sf/contracts';
import type { SiteColumns } from './currency-columns';
import type { PriceRange } from './price-buckets';

/** Where products come from; `from` may join search documents, `rank` orders "recommended" search results. */
export interface ListingScope {
  from: SQL;
  where: SQL;
  rank?: SQL;
}

export interface FacetSelection {
  filters: ListingFilters;
  priceRanges: PriceRange[];
}

const col = (name: string) => sql.raw(`l.${name}`);

/** The condition a facet's selection adds, or null when nothing is selected in it. */
function facetCondition(facet: FacetId, selection: FacetSelection, columns: SiteColumns): SQL | null {
  const values = selection.filters[facet] ?? [];
  if (values.length === 0) return null;
  switch (facet) {
    case 'gender':
      return sql`l.gender = any(${sql.param(values)}::text[])`;
    case 'brand':
      return sql`l.brand = any(${sql.param(values)}::text[])`;
    case 'colour':
      return sql`l.colours && ${sql.param(values)}::text[]`;
    case 'feature':
      return sql`l.features && ${sql.param(values)}::text[]`;
    case 'size':
      return sql`${col(columns.sizes)} && ${sql.param(values)}::text[]`;
    case 'price':
      return sql`(${sql.join(
        selection.priceRanges.map((range) =>
          range.max === null ? sql`${col(columns.price)} >= ${range.min}` : sql`(${col(columns.price)} >= ${range.min} and ${col(columns.price)} < ${range.max})`,
        ),
        sql` or `,
      )})`;
  }
}

const allOf = (conditions: Array<SQL | null>): SQL => {
  const present = conditions.filter((condition): condition is SQL => condition !== null);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

export function filterCondition(selection: FacetSelection, columns: SiteColumns): SQL {
  return allOf(FACET_IDS.map((facet) => facetCondition(facet, selection, columns)));
}

export function orderBy(sort: ListingSort, columns: SiteColumns, rank: SQL | undefined): SQL {
  switch (sort) {
    case 'newest':
      return sql`l.released_on desc, l.product_id`;
    case 'price-asc':
      return sql`${col(columns.price)} asc, l.product_id`;
    case 'price-desc':
      return sql`${col(columns.price)} desc, l.product_id`;
    case 'top-rated':
      return sql`l.rating_average desc nulls last, l.rating_count desc, l.product_id`;
    case 'recommended':
      return rank ? sql`${rank} desc, l.position, l.product_id` : sql`l.position, l.product_id`;
  }
}

/** One page of matching products with what a product card needs, in the site's currency and warehouse. */
export function pageQuery(scope: ListingScope, selection: FacetSelection, columns: SiteColumns, sort: ListingSort, page: { offset: number; limit: number }): SQL {
  return sql`
    select l.product_id, l.names, l.path, l.image, l.colour_count, l.badges, l.rating_average, l.rating_count,
      ${col(columns.price)} as price, ${col(columns.list)} as list, ${col(columns.stock)} as stock
    from ${scope.from}
    where ${scope.where} and ${filterCondition(selection, columns)}
    order by ${orderBy(sort, columns, scope.rank)}
    offset ${page.offset} limit ${page.limit}`;
}

export interface FacetCountRow {
  facet: FacetId | 'total';
  value: string | null;
  count: number;
}

/**
 * Every facet's value counts plus the filtered total in one round trip. `m_<facet>` says whether a row passes that
 * facet's own selection; a facet is counted over rows passing all the others.
 */
export function facetCountsQuery(scope: ListingScope, selection: FacetSelection, columns: SiteColumns, buckets: PriceRange[]): SQL {
  const flags = FACET_IDS.map((facet) => sql`${facetCondition(facet, selection, columns) ?? sql`true`} as ${sql.raw(`m_${facet}`)}`);
  const others = (facet: FacetId | null) => sql.raw(FACET_IDS.filter((other) => other !== facet).map((other) => `m_${other}`).join(' and '));
  const bucketValues = sql.join(
    buckets.map((bucket) => sql`(${bucket.value}::text, ${bucket.min}::int, ${bucket.max}::int)`),
    sql`, `,
  );
  return sql`
    with scoped as materialized (
      select l.gender, l.brand, l.colours, l.features, ${col(columns.sizes)} as sizes, ${col(columns.price)} as price, ${sql.join(flags, sql`, `)}
      from ${scope.from}
      where ${scope.where}
    )
    select 'total' as facet, null as value, count(*)::int as count from scoped where ${others(null)}
    union all select 'gender', gender, count(*)::int from scoped where ${others('gender')} group by gender
    union all select 'brand', brand, count(*)::int from scoped where ${others('brand')} group by brand
    union all select 'colour', c, count(*)::int from scoped cross join lateral unnest(colours) c where ${others('colour')} group by c
    union all select 'feature', f, count(*)::int from scoped cross join lateral unnest(features) f where ${others('feature')} group by f
    union all select 'size', s, count(*)::int from scoped cross join lateral unnest(sizes) s where ${others('size')} group by s
    union all select 'price', b.value, count(*)::int from scoped
      join (values ${bucketValues}) as b(value, min, max) on scoped.price >= b.min and (b.max is null or scoped.price < b.max)
      where ${others('price')} group by b.value`;
}
