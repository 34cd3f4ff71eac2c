/**
 * Applies a listing's selection to the records of its scope and counts facet values with multi-select semantics: a
 * row counts towards a facet when it passes every OTHER facet's selection, and is a match (counted in the total)
 * when it passes all of them (OR inside a facet, AND across facets).
 */
import type { FacetId, ListingFilters } from '@sf/contracts';
import { COLOUR_BITS, FEATURE_BITS, GENDERS, SIZE_BITS, type BitDictionary } from './facet-bits';
import type { PriceRange } from './price-buckets';
import type { ScopeRecords } from './scope-records';

export interface FacetCountRow {
  facet: FacetId | 'total';
  value: string | null;
  count: number;
}

export interface CountContext {
  brand: string;
  sizeSystem: 'UK' | 'EU' | 'US';
  filters: ListingFilters;
  priceRanges: PriceRange[];
  buckets: PriceRange[];
}

const inRange = (price: number, range: PriceRange) => price >= range.min && (range.max === null || price < range.max);

/** Adds one to the count of every set bit of a mask (visits set bits only: a product has a few of 25 sizes). */
function addBits(counts: Int32Array, bits: number): void {
  for (let rest = bits; rest !== 0; rest &= rest - 1) counts[31 - Math.clz32(rest & -rest)]! += 1;
}

const valueRows = (facet: FacetId, values: readonly string[], counts: Int32Array): FacetCountRow[] =>
  values.flatMap((value, bit) => (counts[bit]! > 0 ? [{ facet, value, count: counts[bit]! }] : []));

/** Bit of each facet in a row's "failed" mask. */
const GENDER = 1,
  BRAND = 2,
  COLOUR = 4,
  FEATURE = 8,
  SIZE = 16,
  PRICE = 32;

export interface FacetCountResult {
  rows: FacetCountRow[];
  /** Indexes of the records that pass the whole selection, in record order. */
  matches: Int32Array;
}

/**
 * One pass over the records. The loop body creates no closures and no objects: it runs once per product in scope
 * (tens of thousands on a broad category), and per-row allocations were most of its cost.
 */
export function countFacets(records: ScopeRecords, context: CountContext): FacetCountResult {
  const { filters, buckets } = context;
  const selected = (facet: FacetId) => (filters[facet] ?? []).length > 0;
  const maskOf = (dictionary: BitDictionary, facet: FacetId) => (selected(facet) ? Number(dictionary.selectionMask(filters[facet] ?? [])) : null);
  const colourMask = maskOf(COLOUR_BITS, 'colour');
  const featureMask = maskOf(FEATURE_BITS, 'feature');
  const sizeDictionary = SIZE_BITS[context.sizeSystem];
  const sizeMask = maskOf(sizeDictionary, 'size');
  // Gender codes as written by scopeRecordsQuery: 1-based position in GENDERS, 0 for none.
  const genderPasses = [!selected('gender'), ...GENDERS.map((gender) => !selected('gender') || (filters.gender ?? []).includes(gender))];
  // Every product in scope is of the site's brand: a brand selection either keeps all of them or none.
  const brandPasses = !selected('brand') || (filters.brand ?? []).includes(context.brand);
  const ranges = context.priceRanges;
  const bucketMin = Int32Array.from(buckets, (bucket) => bucket.min);
  const bucketMax = Float64Array.from(buckets, (bucket) => bucket.max ?? Infinity);

  let total = 0;
  let brandCount = 0;
  const genderCounts = new Int32Array(GENDERS.length + 1);
  const colours = new Int32Array(32);
  const features = new Int32Array(32);
  const sizes = new Int32Array(32);
  const bucketCounts = new Int32Array(buckets.length);

  const matches = new Int32Array(records.length);
  for (let index = 0; index < records.length; index++) {
    const colour = records.colours(index),
      feature = records.features(index),
      size = records.sizes(index);
    const price = records.price(index);
    const gender = records.gender(index);
    let failed = brandPasses ? 0 : BRAND;
    if (!(genderPasses[gender] ?? false)) failed |= GENDER;
    if (colourMask !== null && (colourMask & colour) === 0) failed |= COLOUR;
    if (featureMask !== null && (featureMask & feature) === 0) failed |= FEATURE;
    if (sizeMask !== null && (sizeMask & size) === 0) failed |= SIZE;
    if (ranges.length > 0) {
      let inAny = false;
      for (let range = 0; range < ranges.length && !inAny; range++) inAny = inRange(price, ranges[range]!);
      if (!inAny) failed |= PRICE;
    }
    // A row counts towards a facet when only that facet (or nothing) rejects it, and towards the total when nothing does.
    if (failed & (failed - 1)) continue;
    if (failed === 0) matches[total++] = index;
    if (failed === 0 || failed === BRAND) brandCount++;
    if (failed === 0 || failed === GENDER) genderCounts[gender]! += 1;
    if (failed === 0 || failed === COLOUR) addBits(colours, colour);
    if (failed === 0 || failed === FEATURE) addBits(features, feature);
    if (failed === 0 || failed === SIZE) addBits(sizes, size);
    if (failed === 0 || failed === PRICE)
      for (let bucket = 0; bucket < bucketMin.length; bucket++) if (price >= bucketMin[bucket]! && price < bucketMax[bucket]!) bucketCounts[bucket]! += 1;
  }

  const rows: FacetCountRow[] = [
    { facet: 'total', value: null, count: total },
    ...GENDERS.flatMap((gender, index) => (genderCounts[index + 1]! > 0 ? [{ facet: 'gender' as const, value: gender, count: genderCounts[index + 1]! }] : [])),
    ...(brandCount > 0 ? [{ facet: 'brand' as const, value: context.brand, count: brandCount }] : []),
    ...valueRows('colour', COLOUR_BITS.values, colours),
    ...valueRows('feature', FEATURE_BITS.values, features),
    ...valueRows('size', sizeDictionary.values, sizes),
    ...buckets.flatMap((bucket, index) => (bucketCounts[index]! > 0 ? [{ facet: 'price' as const, value: bucket.value, count: bucketCounts[index]! }] : [])),
  ];
  return { rows, matches: matches.subarray(0, total) };
}

/**
 * The counts of a scope read in parts, as one: value counts add up (buildFacets sums rows of the same value) and
 * each part's matches follow the previous parts' records, as ScopeRecords.concat lays them out.
 */
export function mergeCounts(parts: readonly FacetCountResult[], lengths: readonly number[]): FacetCountResult {
  if (parts.length === 1) return parts[0]!;
  const matches = new Int32Array(parts.reduce((sum, part) => sum + part.matches.length, 0));
  let written = 0;
  let offset = 0;
  parts.forEach((part, index) => {
    for (const match of part.matches) matches[written++] = match + offset;
    offset += lengths[index] ?? 0;
  });
  const total = { facet: 'total' as const, value: null, count: matches.length };
  return { rows: [total, ...parts.flatMap((part) => part.rows.filter((row) => row.facet !== 'total'))], matches };
}
