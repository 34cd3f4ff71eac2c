/**
 * SQL of the one listing engine. A scope (category subtree, search match, collection rule, sale) picks products of
 * the site's brand from the narrow facet table `f` (search_facets); facet selections filter them (OR inside a facet,
 * AND across facets). Facet counts follow multi-select semantics (each facet counted with every OTHER facet's
 * selection applied): one scan returns the scope's compact records and facet-counts.ts counts them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { FACET_IDS, type FacetId, type ListingFilters, type ListingSort } from '@sf/contracts';
import type { SiteColumns } from './currency-columns';
import { COLOUR_BITS, FEATURE_BITS, GENDERS, SIZE_BITS } from './facet-bits';
import type { PriceRange } from './price-buckets';

/** Where products come from: `from` names search_facets `f` (and may join documents `d` or listing rows `l`). */
export interface ListingScope {
  from: SQL;
  where: SQL;
  rank?: SQL;
}

export interface FacetSelection {
  filters: ListingFilters;
  priceRanges: PriceRange[];
}

const col = (name: string) => sql.raw(`f.${name}`);
const sizeBits = (columns: SiteColumns) => col(`${columns.sizes}_bits`);
const anyBit = (column: SQL, mask: bigint) => sql`(${column} & ${mask.toString()}::bigint) <> 0`;

/** The condition a facet's selection adds, or null when nothing is selected in it. */
function facetCondition(facet: FacetId, selection: FacetSelection, columns: SiteColumns): SQL | null {
  const values = selection.filters[facet] ?? [];
  if (values.length === 0) return null;
  switch (facet) {
    case 'gender':
      return sql`f.gender = any(${sql.param(values)}::text[])`;
    case 'brand':
      return sql`f.brand = any(${sql.param(values)}::text[])`;
    case 'colour':
      return anyBit(col('colour_bits'), COLOUR_BITS.selectionMask(values));
    case 'feature':
      return anyBit(col('feature_bits'), FEATURE_BITS.selectionMask(values));
    case 'size':
      return anyBit(sizeBits(columns), SIZE_BITS[columns.sizeSystem].selectionMask(values));
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

/** Sort keys of an order, most significant first. */
function orderKeys(sort: ListingSort, columns: SiteColumns, rank: SQL | undefined): Array<{ key: SQL; direction: string }> {
  const id = { key: sql`f.product_id`, direction: 'asc' };
  switch (sort) {
    case 'newest':
      return [{ key: sql`f.released_on`, direction: 'desc' }, id];
    case 'price-asc':
      return [{ key: col(columns.price), direction: 'asc' }, id];
    case 'price-desc':
      return [{ key: col(columns.price), direction: 'desc' }, id];
    case 'top-rated':
      return [{ key: sql`f.rating_average`, direction: 'desc nulls last' }, { key: sql`f.rating_count`, direction: 'desc' }, id];
    case 'recommended':
      return [...(rank ? [{ key: rank, direction: 'desc' }] : []), { key: sql`f.position`, direction: 'asc' }, id];
  }
}

/**
 * One page of matching products with what a product card needs, in the site's currency and warehouse. The page is
 * picked on the narrow table; only its few wide rows are read.
 */
export function pageQuery(scope: ListingScope, selection: FacetSelection, columns: SiteColumns, sort: ListingSort, page: { offset: number; limit: number }): SQL {
  const keys = orderKeys(sort, columns, scope.rank);
  const named = (prefix: string) => sql.join(keys.map((entry, index) => sql.raw(`${prefix}k${index} ${entry.direction}`)), sql`, `);
  const price = sql.raw(`l.${columns.price}`);
  return sql`
    select l.product_id, l.names, l.path, l.image, l.colour_count, l.badges, l.rating_average, l.rating_count,
      ${price} as price, ${sql.raw(`l.${columns.list}`)} as list, ${sql.raw(`l.${columns.stock}`)} as stock
    from (
      select f.product_id, ${sql.join(keys.map((entry, index) => sql`${entry.key} as ${sql.raw(`k${index}`)}`), sql`, `)}
      from ${scope.from}
      where ${scope.where} and ${filterCondition(selection, columns)}
      order by ${named('')}
      offset ${page.offset} limit ${page.limit}
    ) p join search_listing l on l.product_id = p.product_id
    order by ${named('p.')}`;
}

/** Bytes per record of facetRecordsQuery: colour, feature and size masks (int8 each), price (int4), gender (int2). */
export const FACET_RECORD_BYTES = 30;

/**
 * The compact facet record of every product in scope, concatenated into one bytea (what counting needs, a few
 * megabytes at most, read in one pass of the narrow table; no per-value unnest or grouping in SQL).
 */
export function facetRecordsQuery(scope: ListingScope, columns: SiteColumns): SQL {
  return sql`
    select string_agg(int8send(f.colour_bits) || int8send(f.feature_bits) || int8send(${sizeBits(columns)})
      || int4send(${col(columns.price)}) || int2send(coalesce(array_position(${sql.param([...GENDERS])}::text[], f.gender), 0)::int2), ''::bytea) as packed
    from ${scope.from}
    where ${scope.where}`;
}
