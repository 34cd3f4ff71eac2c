/**
 * Builds and refreshes the search index from the catalog service, page by page in id order (keyset paging), with
 * set-based upserts that only write rows whose content changed: a rerun on an unchanged catalogue writes nothing.
 */
import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { CategoryList } from '@sf/contracts';
import { BRAND_KEYS, BRANDS, LANGUAGES, LOCALE_CODES, LOCALES, type BrandKey, type Language, type LocaleCode } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import type { ProductIndexRecord } from '../catalog';
import { documentSources, facetRow, listingRow, typePhrase, wordsOf, type DocumentSource, type FacetRow, type ListingRow, type RowHelpers } from './index-rows';
import { TEXT_SEARCH_CONFIG } from './text-search';
import { searchCategories, searchColours, searchFacets, searchListing } from './tables';

/** What the index is built from: the catalog service (or a fake in tests). */
export interface IndexSource {
  /** Products of a brand in id order after `afterId` (keyset paging). */
  indexRecords(page: { brand: BrandKey; afterId?: string; limit: number }): Promise<ProductIndexRecord[]>;
  listCategories(site: SiteContext): Promise<CategoryList>;
}

const PAGE = 1000;
/** Listing rows have ~36 columns: 1000 rows stay far below PostgreSQL's 65 535 bind parameters. */
const LISTING_BATCH = 1000;

/** Every column but the key, taken from the proposed row: the upsert below rewrites a row only when it differs. */
const LISTING_UPDATES = Object.fromEntries(
  Object.entries(getTableColumns(searchListing))
    .filter(([key]) => key !== 'productId')
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

const FACET_UPDATES = Object.fromEntries(
  Object.entries(getTableColumns(searchFacets))
    .filter(([key]) => key !== 'productId')
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

async function upsertFacets(db: Database, rows: FacetRow[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += LISTING_BATCH) {
    const result = await db
      .insert(searchFacets)
      .values(rows.slice(start, start + LISTING_BATCH))
      .onConflictDoUpdate({ target: searchFacets.productId, set: FACET_UPDATES, setWhere: sql`(search_facets.*) is distinct from (excluded.*)` })
      .returning({ id: searchFacets.productId });
    written += result.length;
  }
  return written;
}

async function upsertListing(db: Database, rows: ListingRow[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += LISTING_BATCH) {
    const result = await db
      .insert(searchListing)
      .values(rows.slice(start, start + LISTING_BATCH))
      .onConflictDoUpdate({
        target: searchListing.productId,
        set: LISTING_UPDATES,
        setWhere: sql`(search_listing.*) is distinct from (excluded.*)`,
      })
      .returning({ id: searchListing.productId });
    written += result.length;
  }
  return written;
}

/** Facet and sort columns that documents copy from search_facets (tables.ts). */
const DOCUMENT_FACET_COLUMNS = [
  'gender',
  'position',
  'released_on',
  'rating_average',
  'rating_count',
  'colour_bits',
  'feature_bits',
  'sizes_uk_bits',
  'sizes_eu_bits',
  'sizes_us_bits',
  'price_gbp',
  'price_eur',
  'price_pln',
  'price_chf',
  'price_usd',
  'price_cad',
].join(', ');
const DOCUMENT_FACETS_FROM_F = DOCUMENT_FACET_COLUMNS.split(', ')
  .map((column) => `f.${column}`)
  .join(', ');

/**
 * Eight documents per product; tsvectors are computed by PostgreSQL with each language's stemming configuration.
 * Facet columns are copied from search_facets, so the product's facet row must be written first.
 */
async function upsertDocuments(db: Database, sources: DocumentSource[]): Promise<number> {
  if (sources.length === 0) return 0;
  const column = <K extends keyof DocumentSource>(key: K) => sources.map((source) => source[key]);
  const configs = sources.map((source) => TEXT_SEARCH_CONFIG[source.language]);
  const result = await db.execute(sql`
    insert into search_documents (product_id, language, brand, document, ${sql.raw(DOCUMENT_FACET_COLUMNS)})
    select v.product_id, v.language, v.brand,
      setweight(to_tsvector(v.config::regconfig, v.name), 'A') || setweight(to_tsvector(v.config::regconfig, v.keywords), 'B')
        || setweight(to_tsvector(v.config::regconfig, v.description), 'C'),
      ${sql.raw(DOCUMENT_FACETS_FROM_F)}
    from unnest(${sql.param(column('productId'))}::text[], ${sql.param(column('language'))}::text[], ${sql.param(column('brand'))}::text[], ${sql.param(configs)}::text[],
      ${sql.param(column('name'))}::text[], ${sql.param(column('keywords'))}::text[], ${sql.param(column('description'))}::text[])
      as v(product_id, language, brand, config, name, keywords, description)
    join search_facets f on f.product_id = v.product_id
    on conflict (product_id, language) do update set brand = excluded.brand, document = excluded.document,
      (${sql.raw(DOCUMENT_FACET_COLUMNS)}) = (${sql.raw(
        DOCUMENT_FACET_COLUMNS.split(', ')
          .map((name) => `excluded.${name}`)
          .join(', '),
      )})
      where (search_documents.*) is distinct from (excluded.*)
    returning product_id`);
  return rowsOf(result).length;
}

/** Rewrites the documents in language, brand, product order: a search in one language reads few, dense pages. */
async function clusterDocuments(db: Database): Promise<void> {
  await db.execute(sql`cluster search_documents using search_documents_language_brand`);
  await db.execute(sql`analyze search_documents`);
}

/**
 * Fills the facet columns of documents written before migration 0012 (from search_facets, no catalogue read), then
 * clusters them. Free when there is nothing to fill (a partial index holds exactly the unfilled rows).
 */
export async function backfillDocumentFacets(db: Database): Promise<number> {
  const [unfilled] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from search_documents where position is null`));
  if (!unfilled?.n) return 0;
  // Updating every row through eight text indexes is far slower than building them again: set them aside (their
  // definitions are read back from the catalog, so they come back exactly as the migrations made them), all in one
  // transaction so an interrupted backfill leaves the index as it was.
  await db.transaction(async (tx) => {
    const textIndexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(
        sql`select indexname as name, indexdef as definition from pg_indexes where tablename = 'search_documents' and indexdef like '%USING gin%'`,
      ),
    );
    for (const { name } of textIndexes) await tx.execute(sql.raw(`drop index "${name.replace(/"/g, '""')}"`));
    await tx.execute(sql`
      update search_documents d set (${sql.raw(DOCUMENT_FACET_COLUMNS)}) = (${sql.raw(DOCUMENT_FACETS_FROM_F)})
      from search_facets f where f.product_id = d.product_id and d.position is null`);
    await tx.execute(sql`cluster search_documents using search_documents_language_brand`);
    for (const { definition } of textIndexes) await tx.execute(sql.raw(definition));
  });
  await db.execute(sql`analyze search_documents`);
  return unfilled.n;
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Words and phrases of a brand, counted over products, written in a few statements at the end of a brand. */
class BrandTerms {
  readonly words = new Map<string, number>();
  readonly phrases = new Map<string, number>();
  add(record: ProductIndexRecord) {
    for (const language of LANGUAGES) {
      const text = record.texts[language];
      const seen = new Set([...wordsOf(text.name, language), ...record.keywords[language].flatMap((keyword) => wordsOf(keyword, language))]);
      for (const word of seen) this.words.set(`${language}|${word}`, (this.words.get(`${language}|${word}`) ?? 0) + 1);
      const phrase = typePhrase(record, language);
      if (phrase) this.phrases.set(`${language}|${phrase}`, (this.phrases.get(`${language}|${phrase}`) ?? 0) + 1);
    }
  }
}

async function upsertTerms(db: Database, brand: BrandKey, table: 'search_vocabulary' | 'search_phrases', terms: Map<string, number>): Promise<number> {
  const [textColumn, countColumn] = table === 'search_vocabulary' ? ['word', 'frequency'] : ['phrase', 'weight'];
  // Keys are "<language>|<term>"; languages never contain the separator.
  const entries = [...terms.entries()].map(
    ([key, count]) => [key.slice(0, key.indexOf('|')), key.slice(key.indexOf('|') + 1), count] as [string, string, number],
  );
  let written = 0;
  for (let start = 0; start < entries.length; start += 20_000) {
    const slice = entries.slice(start, start + 20_000);
    const result = await db.execute(sql`
      insert into ${sql.raw(table)} (language, brand, ${sql.raw(textColumn)}, ${sql.raw(countColumn)})
      select v.language, ${brand}, v.term, v.count
      from unnest(${sql.param(slice.map((entry) => entry[0]))}::text[], ${sql.param(slice.map((entry) => entry[1]))}::text[], ${sql.param(slice.map((entry) => entry[2]))}::int[]) as v(language, term, count)
      on conflict (language, brand, ${sql.raw(textColumn)}) do update set ${sql.raw(countColumn)} = excluded.${sql.raw(countColumn)}
        where ${sql.raw(table)}.${sql.raw(countColumn)} <> excluded.${sql.raw(countColumn)}
      returning 1`);
    written += rowsOf(result).length;
  }
  // Terms no product uses any more (renamed products) stop being suggested.
  const removed = await db.execute(sql`
    delete from ${sql.raw(table)} where brand = ${brand}
      and (language, ${sql.raw(textColumn)}) not in (select * from unnest(${sql.param(entries.map((entry) => entry[0]))}::text[], ${sql.param(entries.map((entry) => entry[1]))}::text[]))
    returning 1`);
  return written + rowsOf(removed).length;
}

/** A locale of each language, to read localised category names through the catalog service. */
const localeOf = (language: Language): LocaleCode => LOCALE_CODES.find((code) => LOCALES[code].language === language) ?? 'uk-en';

async function upsertCategories(db: Database, source: IndexSource, brand: BrandKey): Promise<number> {
  const rows: Array<typeof searchCategories.$inferInsert> = [];
  for (const language of LANGUAGES) {
    const { categories } = await source.listCategories({ brand, locale: localeOf(language) });
    const byId = new Map(categories.map((category) => [category.id, category]));
    for (const category of categories) {
      const trail: string[] = [];
      for (let node: typeof category | undefined = category; node; node = node.parentId ? byId.get(node.parentId) : undefined) trail.unshift(node.name);
      rows.push({ brand, language, slug: category.slug, name: category.name, label: trail.join(' › '), productCount: category.productCount });
    }
  }
  if (rows.length === 0) return 0;
  const written = await db
    .insert(searchCategories)
    .values(rows)
    .onConflictDoUpdate({
      target: [searchCategories.brand, searchCategories.language, searchCategories.slug],
      set: { name: sql`excluded.name`, label: sql`excluded.label`, productCount: sql`excluded.product_count` },
      setWhere: sql`(search_categories.name, search_categories.label, search_categories.product_count) is distinct from (excluded.name, excluded.label, excluded.product_count)`,
    })
    .returning({ slug: searchCategories.slug });
  const deleted = await db
    .delete(searchCategories)
    .where(and(eq(searchCategories.brand, brand), notInArray(searchCategories.slug, [...new Set(rows.map((row) => row.slug))])))
    .returning({ slug: searchCategories.slug });
  return written.length + deleted.length;
}

async function upsertColours(db: Database, records: ProductIndexRecord[]): Promise<number> {
  const hexes = new Map(records.flatMap((record) => record.colours.map((colour) => [colour.code, colour.hex] as const)));
  if (hexes.size === 0) return 0;
  // Sorted: concurrent reindexes (two orders at once) then lock the same rows in the same order and never deadlock.
  const rows = [...hexes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([code, hex]) => ({ code, hex }));
  return (
    await db
      .insert(searchColours)
      .values(rows)
      .onConflictDoUpdate({ target: searchColours.code, set: { hex: sql`excluded.hex` }, setWhere: sql`search_colours.hex <> excluded.hex` })
      .returning({ code: searchColours.code })
  ).length;
}

/** Writes the rows of some products (listing, documents, colours); returns how many rows changed. */
export async function writeProducts(db: Database, records: ProductIndexRecord[], helpers: RowHelpers): Promise<number> {
  if (records.length === 0) return 0;
  // One lock order for every writer (see upsertColours): rows go in by product id.
  const sorted = [...records].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  const rows = sorted.map((record) => listingRow(record, helpers));
  return (
    (await upsertListing(db, rows)) +
    (await upsertFacets(db, rows.map(facetRow))) +
    (await upsertDocuments(db, sorted.flatMap(documentSources))) +
    (await upsertColours(db, sorted))
  );
}

/** Builds or refreshes the whole index; returns the number of rows written (0 when it was already up to date). */
export async function buildIndex(db: Database, source: IndexSource, helpers: RowHelpers): Promise<number> {
  let written = 0;
  for (const brand of BRAND_KEYS) {
    const terms = new BrandTerms();
    const ids: string[] = [];
    for (let afterId: string | undefined; ; ) {
      const records = await source.indexRecords({ brand, ...(afterId ? { afterId } : {}), limit: PAGE });
      if (records.length === 0) break;
      written += await writeProducts(db, records, helpers);
      for (const record of records) {
        terms.add(record);
        ids.push(record.productId);
      }
      afterId = records.at(-1)?.productId;
      if (records.length < PAGE) break;
    }
    // Products that left the catalogue leave the index too.
    const gone = await db.execute(
      sql`delete from search_listing where brand = ${brand} and not (product_id = any(${sql.param(ids)}::text[])) returning product_id`,
    );
    await db.execute(sql`delete from search_documents where brand = ${brand} and not (product_id = any(${sql.param(ids)}::text[]))`);
    await db.execute(sql`delete from search_facets where brand = ${brand} and not (product_id = any(${sql.param(ids)}::text[]))`);
    written += rowsOf(gone).length;
    written += await upsertTerms(db, brand, 'search_vocabulary', terms.words);
    written += await upsertTerms(db, brand, 'search_phrases', terms.phrases);
    written += await upsertCategories(db, source, brand);
  }
  // Fresh statistics after a bulk write: the planner's row estimates decide between index and hash joins.
  if (written > 0) await db.execute(sql`analyze search_listing, search_facets, search_documents, search_vocabulary, search_phrases`);
  // A bulk build (at least a row per product) leaves documents in write order: cluster them by language once.
  const [products] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from search_listing`));
  if (written > 0 && written >= (products?.n ?? 0)) await clusterDocuments(db);
  return written;
}

export async function isIndexBuilt(db: Database): Promise<boolean> {
  const rows = await db.select({ id: searchListing.productId }).from(searchListing).limit(1);
  return rows.length > 0;
}

/**
 * Fills the facet table of an index built before it existed (a migration adds it empty): copied from the listing
 * rows, no catalogue read. Returns the rows written.
 */
export async function backfillFacets(db: Database): Promise<number> {
  const missing = await db.execute(sql`select (select count(*) from search_listing)::int as listing, (select count(*) from search_facets)::int as facets`);
  const [counts] = rowsOf<{ listing: number; facets: number }>(missing);
  if (!counts || counts.facets >= counts.listing) return 0;
  let written = 0;
  for (let afterId = ''; ; ) {
    const page = await db.select().from(searchListing).where(sql`${searchListing.productId} > ${afterId}`).orderBy(searchListing.productId).limit(PAGE);
    if (page.length === 0) break;
    written += await upsertFacets(db, page.map(facetRow));
    afterId = page.at(-1)?.productId ?? afterId;
  }
  await db.execute(sql`analyze search_facets`);
  return written;
}

/**
 * Index records of some products through keyset pages: each read starts just after the indexed product preceding a
 * wanted id, so a handful of ids costs a handful of small reads.
 */
export async function recordsByIds(db: Database, source: IndexSource, ids: readonly string[]): Promise<ProductIndexRecord[]> {
  const found: ProductIndexRecord[] = [];
  for (const brand of BRAND_KEYS) {
    const wanted = new Set(ids.filter((id) => id.startsWith(BRANDS[brand].productIdPrefix)));
    if (wanted.size === 0) continue;
    const result = await db.execute(sql`
      select w.id, (select max(l.product_id) from search_listing l where l.brand = ${brand} and l.product_id < w.id) as before
      from unnest(${sql.param([...wanted])}::text[]) as w(id) order by w.id`);
    for (const { id, before } of rowsOf<{ id: string; before: string | null }>(result)) {
      if (!wanted.has(id)) continue;
      const page = await source.indexRecords({ brand, ...(before ? { afterId: before } : {}), limit: 50 });
      for (const record of page) if (wanted.delete(record.productId)) found.push(record);
    }
  }
  return found;
}
