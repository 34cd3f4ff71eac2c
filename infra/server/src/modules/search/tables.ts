/**
 * Tables owned by the search module: a denormalised copy of what listings need, rebuilt from the catalog service
 * (the catalog stays the source of truth). Product ids are plain ids, never foreign keys into the catalog.
 */
import { sql } from 'drizzle-orm';
import { bigint, customType, date, index, integer, jsonb, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core';
import type { BrandKey, Language } from '@sf/remote-contract';

export const SEARCH_LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl', 'pt'] as const satisfies readonly Language[];
/** Brands with their own text indexes (listed here because migrations are generated from this file alone). */
export const SEARCH_BRANDS = ['northbound', 'kerbside', 'fieldwear'] as const satisfies readonly BrandKey[];
// A brand added to the contracts without its text indexes fails to compile here.
const everyBrandIndexed: Exclude<BrandKey, (typeof SEARCH_BRANDS)[number]> extends never ? true : never = true;
void everyBrandIndexed;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One row per product: everything a listing filters, sorts, counts and shows, so listings never ask the catalog. */
export const searchListing = pgTable(
  'search_listing',
  {
    productId: text('product_id').primaryKey(),
    brand: text('brand').notNull(),
    categorySlug: text('category_slug').notNull(),
    gender: text('gender').notNull(),
    sizeChart: text('size_chart').notNull(),
    position: integer('position').notNull(),
    releasedOn: date('released_on').notNull(),
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull(),
    badges: text('badges').array().notNull(),
    colours: text('colours').array().notNull(),
    features: text('features').array().notNull(),
    /**
     * In-stock size labels per size view (a warehouse read in a shoe size system; apparel letters in each): UK and EU
     * from eu-dc, US from us-dc. A site filters and counts the one view it shows, without converting anything.
     */
    sizesUk: text('sizes_uk').array().notNull().default(sql`'{}'::text[]`),
    sizesEu: text('sizes_eu').array().notNull().default(sql`'{}'::text[]`),
    sizesUs: text('sizes_us').array().notNull().default(sql`'{}'::text[]`),
    stockEuDc: integer('stock_eu_dc').notNull(),
    stockUsDc: integer('stock_us_dc').notNull(),
    names: jsonb('names').$type<Record<Language, string>>().notNull(),
    path: text('path').notNull(),
    image: text('image').notNull(),
    colourCount: integer('colour_count').notNull(),
    /** Effective (sale or list) and list price per currency, minor units. */
    priceGbp: integer('price_gbp').notNull(),
    listGbp: integer('list_gbp').notNull(),
    priceEur: integer('price_eur').notNull(),
    listEur: integer('list_eur').notNull(),
    pricePln: integer('price_pln').notNull(),
    listPln: integer('list_pln').notNull(),
    priceChf: integer('price_chf').notNull(),
    listChf: integer('list_chf').notNull(),
    priceUsd: integer('price_usd').notNull(),
    listUsd: integer('list_usd').notNull(),
    priceCad: integer('price_cad').notNull(),
    listCad: integer('list_cad').notNull(),
  },
  (t) => [
    index('search_listing_brand_category').on(t.brand, sql`${t.categorySlug} text_pattern_ops`),
    index('search_listing_brand_position').on(t.brand, t.position, t.productId),
    // As-you-type product suggestions match the words of the name in the site language by prefix (no stemming).
    ...SEARCH_LANGUAGES.map((language) =>
      index(`search_listing_name_${language}`).using('gin', sql.raw(`to_tsvector('simple'::regconfig, names ->> '${language}')`)),
    ),
  ],
);

/**
 * The narrow twin of search_listing (~100 bytes a row instead of ~900): what listings scope, filter, count and sort
 * on, with colours, features and sizes as bitmasks (facet-bits.ts). Facet counting and page ordering read only this
 * table; the wide row is read for the page's few cards.
 */
export const searchFacets = pgTable(
  'search_facets',
  {
    productId: text('product_id').primaryKey(),
    brand: text('brand').notNull(),
    categorySlug: text('category_slug').notNull(),
    gender: text('gender').notNull(),
    position: integer('position').notNull(),
    releasedOn: date('released_on').notNull(),
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull(),
    colourBits: bigint('colour_bits', { mode: 'bigint' }).notNull(),
    featureBits: bigint('feature_bits', { mode: 'bigint' }).notNull(),
    sizesUkBits: bigint('sizes_uk_bits', { mode: 'bigint' }).notNull(),
    sizesEuBits: bigint('sizes_eu_bits', { mode: 'bigint' }).notNull(),
    sizesUsBits: bigint('sizes_us_bits', { mode: 'bigint' }).notNull(),
    priceGbp: integer('price_gbp').notNull(),
    priceEur: integer('price_eur').notNull(),
    pricePln: integer('price_pln').notNull(),
    priceChf: integer('price_chf').notNull(),
    priceUsd: integer('price_usd').notNull(),
    priceCad: integer('price_cad').notNull(),
  },
  (t) => [
    // A category subtree is one range of this index (slug = s or slug like 's/%').
    index('search_facets_brand_category').on(t.brand, sql`${t.categorySlug} text_pattern_ops`),
    index('search_facets_brand_position').on(t.brand, t.position, t.productId),
  ],
);

/**
 * The facet and sort columns of search_facets, copied onto each search document: a search counts and orders its
 * matches from the document rows the text index already led to, with no join per match. Null only between the
 * migration that added them and the backfill (index-builder.ts).
 */
const documentFacetColumns = {
  gender: text('gender'),
  position: integer('position'),
  releasedOn: date('released_on'),
  ratingAverage: real('rating_average'),
  ratingCount: integer('rating_count'),
  colourBits: bigint('colour_bits', { mode: 'bigint' }),
  featureBits: bigint('feature_bits', { mode: 'bigint' }),
  sizesUkBits: bigint('sizes_uk_bits', { mode: 'bigint' }),
  sizesEuBits: bigint('sizes_eu_bits', { mode: 'bigint' }),
  sizesUsBits: bigint('sizes_us_bits', { mode: 'bigint' }),
  priceGbp: integer('price_gbp'),
  priceEur: integer('price_eur'),
  pricePln: integer('price_pln'),
  priceChf: integer('price_chf'),
  priceUsd: integer('price_usd'),
  priceCad: integer('price_cad'),
};

/**
 * A search's documents are read in this many halves at once (scan_part): a broad word matches most of a brand, and
 * two concurrent scans of disjoint halves, each with its own text index, answer in about half the time of one.
 * The part is a hash bit of the product id (so the halves stay balanced as products come and go).
 */
export const SEARCH_SCAN_PARTS = [0, 1] as const;

/** Per product and language: the stemmed document (name A, keywords B, description C) of that language. */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: text('product_id').notNull(),
    language: text('language').notNull(),
    brand: text('brand').notNull(),
    document: tsvector('document').notNull(),
    ...documentFacetColumns,
    scanPart: smallint('scan_part').generatedAlwaysAs(sql`(hashtext(product_id) & 1)::smallint`),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    // The table is clustered on this after bulk builds: one language's documents of a brand, and each scan part of
    // them, share few pages (two concurrent part scans never visit the same page).
    index('search_documents_language_brand').on(t.language, t.brand, t.scanPart, t.productId),
    // Finds documents still missing their facet columns (empty once backfilled, so the check is free).
    index('search_documents_unfilled').on(t.productId).where(sql`position is null`),
    // One GIN index per language, brand and scan part: a search reads only its own brand's matches in its language
    // (a colour word matches every brand, and other brands' rows were two thirds of the pages visited), and each of
    // its concurrent part scans only its own half of them.
    ...SEARCH_LANGUAGES.flatMap((language) =>
      SEARCH_BRANDS.flatMap((brand) =>
        SEARCH_SCAN_PARTS.map((part) =>
          index(`search_documents_${language}_${brand}_${part}`)
            .using('gin', t.document)
            .where(sql.raw(`language = '${language}' and brand = '${brand}' and scan_part = ${part}`)),
        ),
      ),
    ),
  ],
);

/** Searchable words per language and brand, for typo tolerance ("hikng" → "hiking"). */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    language: text('language').notNull(),
    brand: text('brand').notNull(),
    word: text('word').notNull(),
    /** How many products use the word: a tie-break towards common words. */
    frequency: integer('frequency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.brand, t.word] }), index('search_vocabulary_word_trgm').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** Popular phrases per language and brand for as-you-type suggestions (seeded from product types and categories). */
export const searchPhrases = pgTable(
  'search_phrases',
  {
    language: text('language').notNull(),
    brand: text('brand').notNull(),
    phrase: text('phrase').notNull(),
    weight: integer('weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.brand, t.phrase] }), index('search_phrases_phrase_trgm').using('gin', sql`${t.phrase} gin_trgm_ops`)],
);

/** Category names per language, so suggestions match categories without a catalogue round trip. */
export const searchCategories = pgTable(
  'search_categories',
  {
    brand: text('brand').notNull(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Root-to-leaf names, e.g. "Women › Boots › Hiking". */
    label: text('label').notNull(),
    productCount: integer('product_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.language, t.slug] })],
);

/** Swatch colour of each colour code, for the colour facet. */
export const searchColours = pgTable('search_colours', { code: text('code').primaryKey(), hex: text('hex').notNull() });

/**
 * Issue 25: the help centre's articles, one row per language, indexed with that language's stemming (the help
 * module hands them over at boot; the help search box and /search/articles read them).
 */
export const searchHelpArticles = pgTable(
  'search_help_articles',
  {
    language: text('language').notNull(),
    topic: text('topic').notNull(),
    slug: text('slug').notNull(),
    topicTitle: text('topic_title').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    document: tsvector('document').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.topic, t.slug] }), index('search_help_articles_document').using('gin', t.document)],
);
