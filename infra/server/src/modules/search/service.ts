/**
 * The search module's public interface: one listing engine behind category pages, search, collections and
 * discounts, plus suggestions, product cards by id (favourites) and index maintenance.
 */
import { sql } from 'drizzle-orm';
import { LOCALES } from '@sf/remote-contract';
import type {
  Category,
  CollectionListing,
  Collections,
  ListingFilters,
  ListingSort,
  ProductList,
  ProductSummary,
  SearchResult,
  Suggestions,
} from '@sf/contracts';
import type { Language } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import { COLLECTION_RULES, COLLECTION_SLUGS, describeCollection, isCollectionSlug, saleRule } from './collections';
import { siteColumns } from './currency-columns';
import { buildFacets, type FacetVocabulary } from './facets';
import { buildIndex, recordsByIds, rowsOf, writeProducts, type IndexSource } from './index-builder';
import type { RowHelpers } from './index-rows';
import { countFacets, mergeCounts } from './facet-counts';
import { cardsQuery, scopeRecordsQuery, type ListingScope } from './listing-query';
import { pickPage, RANKED_CANDIDATES, rankedPage } from './page-order';
import { NO_RECORDS, ScopeRecords, type RecordColumns } from './scope-records';
import { parsePriceRange, standardBuckets } from './price-buckets';
import { correctTerm, searchScope, termQuery, type TermMatch } from './search-term';
import { suggest } from './suggestions';
import { toSummary, type SummaryRow } from './summaries';

export interface ListingRequest {
  sort: ListingSort;
  offset: number;
  limit: number;
  filters: ListingFilters;
}

export interface ListingPage {
  items: ProductSummary[];
  total: number;
  offset: number;
  limit: number;
  sort: ListingSort;
  facets: ProductList['facets'];
}

/** The catalog service as the search module uses it. */
export interface SearchCatalog extends IndexSource {
  describeCategory(site: SiteContext, slug: string): Promise<{ category: Category; breadcrumb: Array<{ slug: string; name: string }> } | null>;
}

export interface SearchDependencies {
  catalog: SearchCatalog;
  texts(language: Language): Record<string, string>;
  vocabulary: FacetVocabulary;
  /** Sort position of a size label on a site whose shoe sizes are in `system`. */
  sizeRank(system: string, label: string): number;
  rowHelpers: RowHelpers;
}

export function createSearchService(db: Database, deps: SearchDependencies) {
  let colourHex: Promise<Map<string, string>> | null = null;
  const swatches = () =>
    (colourHex ??= db
      .execute(sql`select code, hex from search_colours`)
      .then((result) => new Map(rowsOf<{ code: string; hex: string }>(result).map((row) => [row.code, row.hex]))));

  /** Cards of the known products of the site's brand among `ids`, in the order of `ids` (unknown ids left out). */
  async function cardsInOrder(site: SiteContext, ids: readonly string[], known: ReadonlyMap<string, SummaryRow> = new Map()): Promise<ProductSummary[]> {
    const { language, currency } = LOCALES[site.locale];
    const missing = ids.filter((id) => !known.has(id));
    const read = missing.length === 0 ? [] : rowsOf<SummaryRow>(await db.execute(cardsQuery(site.brand, missing, siteColumns(site.locale), language)));
    const rows = new Map([...known, ...read.map((row) => [row.product_id, row] as const)]);
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toSummary(row, currency)] : [];
    });
  }

  /**
   * The cards of the requested page. A search's "recommended" order reads its best-placed candidates' cards with
   * their relevance in one query, orders them, and keeps the page's.
   */
  async function pageOf(
    site: SiteContext,
    records: ScopeRecords,
    matches: Int32Array,
    scope: ListingScope,
    request: ListingRequest,
  ): Promise<ProductSummary[]> {
    const idsOf = (indexes: number[]) => indexes.map((index) => records.id(index));
    if (request.sort !== 'recommended' || !scope.relevance) return cardsInOrder(site, idsOf(pickPage(records, matches, request.sort, request)));
    const candidates = pickPage(records, matches, 'recommended', { offset: 0, limit: RANKED_CANDIDATES });
    if (candidates.length === 0) return [];
    const rows = rowsOf<SummaryRow & { rank: number | null }>(
      await db.execute(cardsQuery(site.brand, idsOf(candidates), siteColumns(site.locale), LOCALES[site.locale].language, scope.relevance)),
    );
    const ranks = new Map(rows.map((row) => [row.product_id, Number(row.rank ?? 0)]));
    return cardsInOrder(site, idsOf(rankedPage(records, matches, candidates, ranks, request)), new Map(rows.map((row) => [row.product_id, row])));
  }

  async function runListing(site: SiteContext, scope: ListingScope, request: ListingRequest): Promise<ListingPage> {
    const { language, currency, tag } = LOCALES[site.locale];
    const columns = siteColumns(site.locale);
    const selectedRanges = (request.filters.price ?? []).map(parsePriceRange);
    const buckets = [
      ...standardBuckets(currency),
      ...selectedRanges.filter((range) => !standardBuckets(currency).some((bucket) => bucket.value === range.value)),
    ];
    const context = { brand: site.brand, sizeSystem: columns.sizeSystem, filters: request.filters, priceRanges: selectedRanges, buckets };
    // A search scans its halves concurrently (on PGlite's one connection they simply queue), and each half is
    // counted as soon as it arrives, while the other is still being read.
    const ranges = scope.parts ?? [sql`true`];
    const [parts, hex] = await Promise.all([
      Promise.all(
        ranges.map(async (range) => {
          const result = await db.execute(scopeRecordsQuery({ ...scope, where: sql`${scope.where} and ${range}` }, columns, request.sort));
          const part = rowsOf<RecordColumns>(result)[0] ?? NO_RECORDS;
          const records = new ScopeRecords(part);
          return { part, length: records.length, counted: countFacets(records, context) };
        }),
      ),
      swatches(),
    ]);
    const records = ScopeRecords.concat(parts.map(({ part }) => part));
    const counted = mergeCounts(
      parts.map((entry) => entry.counted),
      parts.map((entry) => entry.length),
    );
    const countRows = counted.rows;
    return {
      items: await pageOf(site, records, counted.matches, scope, request),
      total: counted.matches.length,
      offset: request.offset,
      limit: request.limit,
      sort: request.sort,
      facets: buildFacets(countRows, {
        language,
        currency,
        tag,
        texts: deps.texts(language),
        vocabulary: deps.vocabulary,
        colourHex: hex,
        filters: request.filters,
        buckets,
        sizeRank: (label) => deps.sizeRank(columns.sizeSystem, label),
      }),
    };
  }

  const ruleScope = (site: SiteContext, rule: ReturnType<typeof sql>): ListingScope => ({
    from: sql`search_facets f join search_listing l on l.product_id = f.product_id`,
    where: sql`f.brand = ${site.brand} and l.brand = ${site.brand} and ${rule}`,
  });

  /** The listing of products matching `term` one way, or null when none does. */
  async function attempt(site: SiteContext, term: string, match: TermMatch, request: ListingRequest): Promise<ListingPage | null> {
    const { language } = LOCALES[site.locale];
    const query = termQuery(term, language, match);
    if (!query) return null;
    const page = await runListing(site, searchScope(site.brand, language, query), request);
    return page.total > 0 ? page : null;
  }

  const searchOnce = async (site: SiteContext, term: string, request: ListingRequest) =>
    (await attempt(site, term, 'words', request)) ?? (await attempt(site, term, 'prefix', request));

  return {
    /** PLP: products of a category and its subtree; null when the brand has no such category. */
    async categoryListing(site: SiteContext, slug: string, request: ListingRequest): Promise<ProductList | null> {
      const [described, page] = await Promise.all([
        deps.catalog.describeCategory(site, slug),
        runListing(
          site,
          { from: sql`search_facets f`, where: sql`f.brand = ${site.brand} and (f.category_slug = ${slug} or f.category_slug like ${`${slug}/%`})` },
          request,
        ),
      ]);
      if (!described) return null;
      return { ...described, ...page };
    },

    /** Full-text search in the site language; when nothing matches, the corrected term is searched and reported. */
    async search(site: SiteContext, term: string, request: ListingRequest): Promise<SearchResult> {
      const found = await attempt(site, term, 'words', request);
      if (found) return { term, adjustedTerm: null, ...found };
      // The correction is looked up while the last word is tried as a prefix: a misspelt term needs it next.
      const [prefixed, adjusted] = await Promise.all([
        attempt(site, term, 'prefix', request),
        correctTerm(db, site.brand, LOCALES[site.locale].language, term),
      ]);
      if (prefixed) return { term, adjustedTerm: null, ...prefixed };
      const retried = adjusted ? await searchOnce(site, adjusted, request) : null;
      if (adjusted && retried) return { term, adjustedTerm: adjusted, ...retried };
      // Nothing at all: an empty page that still lists the (empty) facets of the brand-wide scope is not useful.
      return { term, adjustedTerm: null, items: [], total: 0, offset: request.offset, limit: request.limit, sort: request.sort, facets: [] };
    },

    suggestions: (site: SiteContext, term: string): Promise<Suggestions> => suggest(db, site, LOCALES[site.locale].language, term),

    collections(site: SiteContext): Collections {
      const texts = deps.texts(LOCALES[site.locale].language);
      return { collections: COLLECTION_SLUGS.map((slug) => describeCollection(slug, texts)) };
    },

    /** Null for an unknown collection slug. */
    async collection(site: SiteContext, slug: string, request: ListingRequest): Promise<CollectionListing | null> {
      if (!isCollectionSlug(slug)) return null;
      const page = await runListing(site, ruleScope(site, COLLECTION_RULES[slug](siteColumns(site.locale))), request);
      return { collection: describeCollection(slug, deps.texts(LOCALES[site.locale].language)), ...page };
    },

    /** Products on sale in the site currency. */
    async discounts(site: SiteContext, request: ListingRequest): Promise<CollectionListing> {
      const page = await runListing(site, ruleScope(site, saleRule(siteColumns(site.locale))), request);
      return { collection: describeCollection('discounts', deps.texts(LOCALES[site.locale].language)), ...page };
    },

    summariesByIds: (site: SiteContext, ids: readonly string[]) => cardsInOrder(site, ids),

    /** Builds or refreshes the whole index; returns the rows written (0 when already up to date). */
    async rebuild(): Promise<number> {
      colourHex = null;
      return buildIndex(db, deps.catalog, deps.rowHelpers);
    },

    /** Re-reads some products from the catalog after stock or price changes. */
    async reindexProducts(ids: readonly string[]): Promise<number> {
      colourHex = null;
      const records = await recordsByIds(db, deps.catalog, ids);
      const present = new Set(records.map((record) => record.productId));
      const gone = ids.filter((id) => !present.has(id));
      if (gone.length > 0) {
        await db.execute(sql`delete from search_listing where product_id = any(${sql.param(gone)}::text[])`);
        await db.execute(sql`delete from search_documents where product_id = any(${sql.param(gone)}::text[])`);
        await db.execute(sql`delete from search_facets where product_id = any(${sql.param(gone)}::text[])`);
      }
      return (await writeProducts(db, records, deps.rowHelpers)) + gone.length;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
