/**
 * Counts facet values over the compact records of a scope (facetRecordsQuery) with multi-select semantics: a row
 * counts towards a facet when it passes every OTHER facet's selection, and towards the total when it passes all.
 * Exact by construction: the same conditions as the SQL filter, on the same values.
 */
import type { FacetId, ListingFilters } from '@sf/contracts';
import { COLOUR_BITS, FEATURE_BITS, GENDERS, SIZE_BITS, type BitDictionary } from './facet-bits';
import { FACET_RECORD_BYTES } from './listing-query';
import type { PriceRange } from './price-buckets';

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

/** A 62-bit mask as two 32-bit halves (plain numbers keep the per-row loop free of BigInt). */
const halves = (mask: bigint) => [Number(mask >> 32n), Number(mask & 0xffffffffn)] as const;

class BitCounter {
  readonly counts: number[];
  constructor(private readonly dictionary: BitDictionary) {
    this.counts = new Array<number>(dictionary.values.length).fill(0);
  }
  add(high: number, low: number) {
    for (let bits = low, bit = 0; bits !== 0; bits >>>= 1, bit++) if (bits & 1) this.counts[bit]! += 1;
    for (let bits = high, bit = 32; bits !== 0; bits >>>= 1, bit++) if (bits & 1) this.counts[bit]! += 1;
  }
  rows(facet: FacetId): FacetCountRow[] {
    return this.counts.flatMap((count, bit) => (count > 0 ? [{ facet, value: this.dictionary.values[bit] ?? '', count }] : []));
  }
}

/** Order of the pass flags below. */
const GENDER = 0, BRAND = 1, COLOUR = 2, FEATURE = 3, SIZE = 4, PRICE = 5;

export function countFacets(packed: Uint8Array | null, context: CountContext): FacetCountRow[] {
  const { filters } = context;
  const selected = (facet: FacetId) => (filters[facet] ?? []).length > 0;
  const maskOf = (dictionary: BitDictionary, facet: FacetId) => (selected(facet) ? halves(dictionary.selectionMask(filters[facet] ?? [])) : null);
  const colourMask = maskOf(COLOUR_BITS, 'colour');
  const featureMask = maskOf(FEATURE_BITS, 'feature');
  const sizeMask = maskOf(SIZE_BITS[context.sizeSystem], 'size');
  const genders = selected('gender') ? new Set(filters.gender) : null;
  // Every product in scope is of the site's brand.
  const brandPasses = !selected('brand') || (filters.brand ?? []).includes(context.brand);
  const hits = (mask: readonly [number, number] | null, high: number, low: number) => mask === null || (mask[0] & high) !== 0 || (mask[1] & low) !== 0;

  let total = 0;
  let brandCount = 0;
  const genderCounts = new Array<number>(GENDERS.length + 1).fill(0);
  const colours = new BitCounter(COLOUR_BITS);
  const features = new BitCounter(FEATURE_BITS);
  const sizes = new BitCounter(SIZE_BITS[context.sizeSystem]);
  const bucketCounts = new Array<number>(context.buckets.length).fill(0);
  const pass = [true, brandPasses, true, true, true, true];

  const view = packed ? new DataView(packed.buffer, packed.byteOffset, packed.byteLength) : null;
  const records = view ? Math.floor(view.byteLength / FACET_RECORD_BYTES) : 0;
  for (let index = 0; index < records; index++) {
    const at = index * FACET_RECORD_BYTES;
    const colourHigh = view!.getUint32(at), colourLow = view!.getUint32(at + 4);
    const featureHigh = view!.getUint32(at + 8), featureLow = view!.getUint32(at + 12);
    const sizeHigh = view!.getUint32(at + 16), sizeLow = view!.getUint32(at + 20);
    const price = view!.getInt32(at + 24);
    const gender = view!.getInt16(at + 28);
    pass[GENDER] = genders === null || genders.has(GENDERS[gender - 1] ?? '');
    pass[COLOUR] = hits(colourMask, colourHigh, colourLow);
    pass[FEATURE] = hits(featureMask, featureHigh, featureLow);
    pass[SIZE] = hits(sizeMask, sizeHigh, sizeLow);
    pass[PRICE] = context.priceRanges.length === 0 || context.priceRanges.some((range) => inRange(price, range));
    let failed = -1;
    let failures = 0;
    for (let flag = 0; flag < pass.length; flag++) if (!pass[flag]) ((failed = flag), failures++);
    if (failures > 1) continue;
    const counts = (flag: number) => failures === 0 || failed === flag;
    if (failures === 0) total++;
    if (counts(GENDER)) genderCounts[gender]! += 1;
    if (counts(BRAND)) brandCount++;
    if (counts(COLOUR)) colours.add(colourHigh, colourLow);
    if (counts(FEATURE)) features.add(featureHigh, featureLow);
    if (counts(SIZE)) sizes.add(sizeHigh, sizeLow);
    if (counts(PRICE)) context.buckets.forEach((bucket, bucketIndex) => (inRange(price, bucket) ? (bucketCounts[bucketIndex]! += 1) : 0));
  }

  return [
    { facet: 'total', value: null, count: total },
    ...GENDERS.flatMap((gender, index) => (genderCounts[index + 1]! > 0 ? [{ facet: 'gender' as const, value: gender, count: genderCounts[index + 1]! }] : [])),
    ...(brandCount > 0 ? [{ facet: 'brand' as const, value: context.brand, count: brandCount }] : []),
    ...colours.rows('colour'),
    ...features.rows('feature'),
    ...sizes.rows('size'),
    ...context.buckets.flatMap((bucket, index) => (bucketCounts[index]! > 0 ? [{ facet: 'price' as const, value: bucket.value, count: bucketCounts[index]! }] : [])),
  ];
}
