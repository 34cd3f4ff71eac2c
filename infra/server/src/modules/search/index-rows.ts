/** Turns the catalog's index records into search rows (pure, so the builder and the tests share it). */
import { productPath } from '@sf/contracts';
import { LANGUAGES, type Language } from '@sf/remote-contract';
import type { ProductIndexRecord, SizeChartId } from '../catalog';
import { SIZE_VIEWS, type SizeView } from './currency-columns';
import { COLOUR_BITS, FEATURE_BITS, SIZE_BITS } from './facet-bits';
import type { searchFacets, searchListing } from './tables';

export type ListingRow = typeof searchListing.$inferInsert;
export type FacetRow = typeof searchFacets.$inferInsert;

export interface RowHelpers {
  /** How a canonical size reads in a shoe size system (apparel: its letter whatever the system). */
  sizeLabel(chart: SizeChartId, canonicalKey: string, system: 'UK' | 'EU' | 'US'): string;
}

export interface DocumentSource {
  productId: string;
  language: Language;
  brand: string;
  name: string;
  keywords: string;
  description: string;
}

const labelsOf = (helpers: RowHelpers, record: ProductIndexRecord, view: SizeView): string[] =>
  [...new Set(record.sizesInStock[view.warehouse].map((key) => helpers.sizeLabel(record.sizeChart, key, view.system)))].sort();

export function listingRow(record: ProductIndexRecord, helpers: RowHelpers): ListingRow {
  const { prices } = record;
  const effective = (currency: keyof typeof prices) => prices[currency].sale ?? prices[currency].list;
  return {
    productId: record.productId,
    brand: record.brand,
    categorySlug: record.categorySlug,
    gender: record.gender,
    sizeChart: record.sizeChart,
    position: record.position,
    releasedOn: record.releasedOn,
    ratingAverage: record.rating?.average ?? null,
    ratingCount: record.rating?.count ?? 0,
    badges: [...record.badges],
    colours: record.colours.map((colour) => colour.code),
    features: [...record.features].sort(),
    sizesUk: labelsOf(helpers, record, SIZE_VIEWS.uk),
    sizesEu: labelsOf(helpers, record, SIZE_VIEWS.eu),
    sizesUs: labelsOf(helpers, record, SIZE_VIEWS.us),
    stockEuDc: record.stock['eu-dc'],
    stockUsDc: record.stock['us-dc'],
    names: Object.fromEntries(LANGUAGES.map((language) => [language, record.texts[language].name])) as Record<Language, string>,
    path: productPath(record.texts.en.name, record.productId),
    image: record.colours[0]?.image ?? '',
    colourCount: record.colours.length,
    priceGbp: effective('GBP'),
    listGbp: prices.GBP.list,
    priceEur: effective('EUR'),
    listEur: prices.EUR.list,
    pricePln: effective('PLN'),
    listPln: prices.PLN.list,
    priceChf: effective('CHF'),
    listChf: prices.CHF.list,
    priceUsd: effective('USD'),
    listUsd: prices.USD.list,
    priceCad: effective('CAD'),
    listCad: prices.CAD.list,
  };
}

/** The narrow facet row of a listing row: same values, bitmasks for the array facets. */
export function facetRow(row: ListingRow): FacetRow {
  return {
    productId: row.productId,
    brand: row.brand,
    categorySlug: row.categorySlug,
    gender: row.gender,
    position: row.position,
    releasedOn: row.releasedOn,
    ratingAverage: row.ratingAverage ?? null,
    ratingCount: row.ratingCount ?? 0,
    colourBits: COLOUR_BITS.maskOf(row.colours),
    featureBits: FEATURE_BITS.maskOf(row.features),
    sizesUkBits: SIZE_BITS.UK.maskOf(row.sizesUk ?? []),
    sizesEuBits: SIZE_BITS.EU.maskOf(row.sizesEu ?? []),
    sizesUsBits: SIZE_BITS.US.maskOf(row.sizesUs ?? []),
    priceGbp: row.priceGbp,
    priceEur: row.priceEur,
    pricePln: row.pricePln,
    priceChf: row.priceChf,
    priceUsd: row.priceUsd,
    priceCad: row.priceCad,
  };
}

export function documentSources(record: ProductIndexRecord): DocumentSource[] {
  return LANGUAGES.map((language) => ({
    productId: record.productId,
    language,
    brand: record.brand,
    name: record.texts[language].name,
    keywords: record.keywords[language].join(' '),
    description: record.texts[language].description,
  }));
}

/** Lower-case words of at least three letters: what typo correction may propose. */
export function wordsOf(text: string, language: Language): string[] {
  return text
    .toLocaleLowerCase(language)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
}

/**
 * The product type of a name in one language ("Ridge II Hiking Boot" → "hiking boot", "Chaussure de randonnée Ridge
 * II" → "chaussure de randonnée"): the proper-noun model name is the words every language's name shares, and the
 * rest is the translated type, which is what shoppers search for.
 */
export function typePhrase(record: ProductIndexRecord, language: Language): string | null {
  const words = (name: string) => name.trim().split(/\s+/);
  const model = LANGUAGES.map((other) => new Set(words(record.texts[other].name))).reduce((shared, next) => {
    for (const word of shared) if (!next.has(word)) shared.delete(word);
    return shared;
  });
  const type = words(record.texts[language].name).filter((word) => !model.has(word));
  return type.length > 0 ? type.join(' ').toLocaleLowerCase(language) : null;
}
