/**
 * SQL of the one listing engine. A scope (category subtree, search match, collection rule, sale) picks products of
 * the site's brand from the narrow facet table `f` (search_facets, or search documents that carry the same columns).
 * One scan returns small fixed-width columns per product in scope (scope-records.ts): the server counts facets,
 * applies the selection and orders the page from them, then reads the wide rows of the page's few cards.
 * One scan instead of two (counts, then a filtered and sorted page) halves the database work of a broad scope.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '@sf/contracts';
import type { Language } from '@sf/remote-contract';
import type { SiteColumns } from './currency-columns';
import { GENDERS } from './facet-bits';
import { RECORD_FIELDS } from './record-layout';

/** Where products come from: `from` names search_facets `f` (and may join documents `d` or listing rows `l`). */
export interface ListingScope {
  from: SQL;
  where: SQL;
  /**
   * A search scope's relevance, read with the cards of its best-placed matches: `join` brings the site-language
   * document `d` to a listing row `l`, `rank` is a real (higher first). See rankedPage in page-order.ts.
   */
  relevance?: { join: SQL; rank: SQL };
  /**
   * Conditions splitting the scope into disjoint parts scanned concurrently (their union is the scope): a search's
   * document halves (tables.ts, SEARCH_SCAN_PARTS). Other scopes are one scan.
   */
  parts?: SQL[];
}

const col = (name: string) => sql.raw(`f.${name}`);

/** What a record carries besides the facet values: the sort key of the requested order. */
type RecordKey = { key: SQL; extra: SQL | null };

/** Integer sort key (and a real that sorts before it, if any) of each order; price orders read the price itself. */
function recordKey(sort: ListingSort): RecordKey {
  switch (sort) {
    case 'recommended':
      return { key: sql`f.position`, extra: null };
    case 'newest':
      return { key: sql`(f.released_on - date '1970-01-01')`, extra: null };
    case 'top-rated':
      // Unrated products sort last: -1 is below every real average.
      return { key: sql`f.rating_count`, extra: sql`coalesce(f.rating_average, -1)` };
    case 'price-asc':
    case 'price-desc':
      return { key: sql`0`, extra: null };
  }
}

/**
 * The record of every product in scope, column by column: one bytea per column, each value at a fixed width, and
 * the product ids, all in the same order (one aggregate node feeds every row to every aggregate in turn). Values
 * are packed into bigints with integer arithmetic and each column is its own aggregate: per-row byte building was
 * most of a broad scan's time, and concatenating a row's values cost more than the values (16 vs 10 ms for 10k
 * rows). Columns, big-endian: `facets` (colour, feature and size masks and the gender code side by side,
 * record-layout.ts), `orders` (price in the high 31 bits, the order's integer key in the low 31; both never
 * negative), `extras` (the order's real key, float4) when it has one.
 */
export function scopeRecordsQuery(scope: ListingScope, columns: SiteColumns, sort: ListingSort): SQL {
  const { key, extra } = recordKey(sort);
  const gender = sql.raw(`(case f.gender ${GENDERS.map((value, index) => `when '${value}' then ${index + 1}`).join(' ')} else 0 end)::int8`);
  const shifted = (value: SQL, field: keyof typeof RECORD_FIELDS) => sql`(${value} << ${sql.raw(String(RECORD_FIELDS[field].shift))})`;
  return sql`
    select string_agg(int8send(${shifted(sql`f.colour_bits`, 'colour')} | ${shifted(sql`f.feature_bits`, 'feature')}
        | ${shifted(col(`${columns.sizes}_bits`), 'size')} | ${shifted(gender, 'gender')}), ''::bytea) as facets,
      string_agg(int8send((${col(columns.price)}::int8 << 31) | greatest(${key}, 0)::int8), ''::bytea) as orders,
      ${extra ? sql`string_agg(float4send((${extra})::real), ''::bytea)` : sql`null::bytea`} as extras,
      -- Product ids are letters and digits (the catalogue's id pattern), so a comma separates them unambiguously.
      string_agg(f.product_id, ',') as ids
    from ${scope.from}
    where ${scope.where}`;
}

/**
 * The cards of some products (any order; the caller orders them), in the site's currency and warehouse, with their
 * relevance to a search term when one is given.
 */
export function cardsQuery(brand: string, ids: readonly string[], columns: SiteColumns, language: Language, relevance?: ListingScope['relevance']): SQL {
  // Only the site language's name leaves the database (a card shows one; all eight were most of a row's bytes).
  return sql`
    select l.product_id, coalesce(l.names ->> ${language}, l.names ->> 'en') as name, l.path, l.image, l.colour_count, l.badges, l.rating_average, l.rating_count,
      ${sql.raw(`l.${columns.price}`)} as price, ${sql.raw(`l.${columns.list}`)} as list, ${sql.raw(`l.${columns.stock}`)} as stock
      ${relevance ? sql`, ${relevance.rank} as rank` : sql``}
    from search_listing l ${relevance ? sql`left join ${relevance.join}` : sql``}
    where l.brand = ${brand} and l.product_id = any(${sql.param([...ids])}::text[])`;
}
