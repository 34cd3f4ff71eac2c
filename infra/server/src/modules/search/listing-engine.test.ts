/**
 * The server side of the listing engine against a plain reference: random scopes are counted, filtered and paged,
 * and every answer must equal what filtering and sorting the same products one by one gives.
 */
import { describe, expect, it } from 'vitest';
import type { ListingFilters, ListingSort } from '@sf/contracts';
import { COLOUR_BITS, FEATURE_BITS, GENDERS, SIZE_BITS } from './facet-bits';
import { countFacets, mergeCounts, type FacetCountRow } from './facet-counts';
import { pickPage, rankedPage } from './page-order';
import { standardBuckets } from './price-buckets';
import { RECORD_FIELDS } from './record-layout';
import { ScopeRecords } from './scope-records';

interface Product {
  id: string;
  colours: string[];
  features: string[];
  sizes: string[];
  price: number;
  gender: number;
  position: number;
  released: number;
  rating: number | null;
  ratingCount: number;
}

/** A deterministic pseudo-random sequence (the test must fail the same way twice). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function products(count: number, seed: number): Product[] {
  const next = random(seed);
  const some = (values: readonly string[], most: number) => values.filter(() => next() < most / values.length);
  return Array.from({ length: count }, (_, index) => ({
    id: `NB${1000 + Math.floor(next() * 90_000)}${index}`.slice(0, 8),
    colours: some(COLOUR_BITS.values, 2),
    features: some(FEATURE_BITS.values, 3),
    sizes: some(SIZE_BITS.UK.values, 8),
    // Now and then a price near the 31-bit limit of the record's price field.
    price: Math.floor(next() * 30_000) + (index % 50 === 0 ? 2_000_000_000 : 0),
    gender: Math.floor(next() * (GENDERS.length + 1)),
    // Few distinct values, so ties are broken by the next key (and finally the id).
    position: Math.floor(next() * 40),
    released: 19_000 + Math.floor(next() * 30),
    rating: next() < 0.2 ? null : Math.round(next() * 50) / 10,
    ratingCount: Math.floor(next() * 5),
  }));
}

/** The columns scopeRecordsQuery would return for these products under `sort` (the layout written independently). */
function pack(list: Product[], sort: ListingSort): ScopeRecords {
  const extra = sort === 'top-rated';
  const facets = new DataView(new ArrayBuffer(list.length * 8));
  const orders = new DataView(new ArrayBuffer(list.length * 8));
  const extras = new DataView(new ArrayBuffer(list.length * 4));
  const at = (field: keyof typeof RECORD_FIELDS, value: bigint) => value << BigInt(RECORD_FIELDS[field].shift);
  list.forEach((product, index) => {
    facets.setBigUint64(
      index * 8,
      at('colour', COLOUR_BITS.maskOf(product.colours)) |
        at('feature', FEATURE_BITS.maskOf(product.features)) |
        at('size', SIZE_BITS.UK.maskOf(product.sizes)) |
        at('gender', BigInt(product.gender)),
    );
    const key = { recommended: product.position, newest: product.released, 'top-rated': product.ratingCount, 'price-asc': 0, 'price-desc': 0 }[sort];
    orders.setBigUint64(index * 8, (BigInt(product.price) << 31n) | BigInt(key));
    extras.setFloat32(index * 4, product.rating ?? -1);
  });
  const bytes = (view: DataView) => new Uint8Array(view.buffer);
  return new ScopeRecords({
    facets: bytes(facets),
    orders: bytes(orders),
    extras: extra ? bytes(extras) : null,
    ids: list.map((product) => product.id).join(','),
  });
}

const buckets = standardBuckets('GBP');
const inRanges = (price: number, ranges: Array<{ min: number; max: number | null }>) =>
  ranges.some((range) => price >= range.min && (range.max === null || price < range.max));

function passes(product: Product, filters: ListingFilters, except?: string): boolean {
  const any = (selected: string[] | undefined, values: string[]) => !selected?.length || selected.some((value) => values.includes(value));
  return (
    (except === 'gender' || !filters.gender?.length || filters.gender.includes(GENDERS[product.gender - 1] ?? '')) &&
    (except === 'colour' || any(filters.colour, product.colours)) &&
    (except === 'feature' || any(filters.feature, product.features)) &&
    (except === 'size' || any(filters.size, product.sizes)) &&
    (except === 'price' ||
      !filters.price?.length ||
      inRanges(
        product.price,
        buckets.filter((bucket) => filters.price?.includes(bucket.value)),
      ))
  );
}

const compareReference: Record<ListingSort, (a: Product, b: Product) => number> = {
  recommended: (a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  newest: (a, b) => b.released - a.released || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  'price-asc': (a, b) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  'price-desc': (a, b) => b.price - a.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  'top-rated': (a, b) =>
    (b.rating === null ? -1 : Math.fround(b.rating)) - (a.rating === null ? -1 : Math.fround(a.rating)) ||
    b.ratingCount - a.ratingCount ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
};

const SELECTIONS: ListingFilters[] = [
  {},
  { colour: ['black'] },
  { colour: ['black', 'navy'], size: ['8', '9'] },
  { feature: ['waterproof'], price: ['5000-10000', '20000-'] },
  { gender: ['women'], colour: ['brown'], feature: ['vegan', 'waterproof'], size: ['6'] },
];

describe('listing engine (server side)', () => {
  const list = products(3000, 7).filter((product, index, all) => all.findIndex((other) => other.id === product.id) === index);

  it('counts every facet value as the total that selecting it would give, and finds exactly the matching products', () => {
    for (const filters of SELECTIONS) {
      const records = pack(list, 'recommended');
      const { rows, matches } = countFacets(records, {
        brand: 'northbound',
        sizeSystem: 'UK',
        filters,
        priceRanges: buckets.filter((bucket) => filters.price?.includes(bucket.value)),
        buckets,
      });
      const expected = list.filter((product) => passes(product, filters));
      expect([...matches].map((index) => records.id(index))).toEqual(expected.map((product) => product.id));
      expect(rows.find((row) => row.facet === 'total')?.count).toBe(expected.length);
      for (const row of rows) {
        if (row.facet === 'total' || row.facet === 'brand') continue;
        const counted = list
          .filter((product) => passes(product, filters, row.facet))
          .filter((product) => {
            switch (row.facet) {
              case 'gender':
                return GENDERS[product.gender - 1] === row.value;
              case 'colour':
                return product.colours.includes(row.value ?? '');
              case 'feature':
                return product.features.includes(row.value ?? '');
              case 'size':
                return product.sizes.includes(row.value ?? '');
              default:
                return inRanges(
                  product.price,
                  buckets.filter((bucket) => bucket.value === row.value),
                );
            }
          });
        expect(row.count, `${row.facet}=${row.value}`).toBe(counted.length);
      }
    }
  });

  it('orders and pages like a full sort of the matching products, for every order', () => {
    const filters = { colour: ['black', 'navy', 'white'] };
    const expected = list.filter((product) => passes(product, filters));
    for (const sort of ['recommended', 'newest', 'price-asc', 'price-desc', 'top-rated'] as const) {
      const records = pack(list, sort);
      const { matches } = countFacets(records, { brand: 'northbound', sizeSystem: 'UK', filters, priceRanges: [], buckets });
      const sorted = [...expected].sort(compareReference[sort]).map((product) => product.id);
      for (const page of [
        { offset: 0, limit: 24 },
        { offset: 24, limit: 24 },
        { offset: 96, limit: 50 },
        { offset: sorted.length - 5, limit: 24 },
        { offset: sorted.length, limit: 24 },
      ]) {
        expect(
          pickPage(records, matches, sort, page).map((index) => records.id(index)),
          `${sort} ${page.offset}`,
        ).toEqual(sorted.slice(page.offset, page.offset + page.limit));
      }
    }
  });

  it('ranks the best-placed candidates by relevance, then continues in merchandising order without repeats or gaps', () => {
    const records = pack(list, 'recommended');
    const { matches } = countFacets(records, { brand: 'northbound', sizeSystem: 'UK', filters: {}, priceRanges: [], buckets });
    const candidates = pickPage(records, matches, 'recommended', { offset: 0, limit: 240 });
    const ranks = new Map(candidates.map((index, order) => [records.id(index), order % 7 === 0 ? 0.5 : 0.1]));
    const all = rankedPage(records, matches, candidates, ranks, { offset: 0, limit: matches.length }).map((index) => records.id(index));
    expect(new Set(all).size).toBe(matches.length);
    // The highly ranked candidates come first, in merchandising order among themselves.
    const top = candidates.filter((_, order) => order % 7 === 0).map((index) => records.id(index));
    expect(all.slice(0, top.length)).toEqual(top);
    let paged: string[] = [];
    for (let offset = 0; offset < matches.length; offset += 50)
      paged = paged.concat(rankedPage(records, matches, candidates, ranks, { offset, limit: 50 }).map((index) => records.id(index)));
    expect(paged).toEqual(all);
  });

  it('counts a scope read in two parts exactly as the whole', () => {
    const filters = { colour: ['black', 'navy'], feature: ['waterproof'] };
    const context = { brand: 'northbound', sizeSystem: 'UK' as const, filters, priceRanges: [], buckets };
    const halves = [list.slice(0, 1234), list.slice(1234)];
    const merged = mergeCounts(
      halves.map((half) => countFacets(pack(half, 'recommended'), context)),
      halves.map((half) => half.length),
    );
    const whole = countFacets(pack(list, 'recommended'), context);
    const summed = (rows: FacetCountRow[]) => {
      const sums = new Map<string, number>();
      for (const row of rows) sums.set(`${row.facet}=${row.value}`, (sums.get(`${row.facet}=${row.value}`) ?? 0) + row.count);
      return sums;
    };
    expect(summed(merged.rows)).toEqual(summed(whole.rows));
    expect([...merged.matches]).toEqual([...whole.matches]);
  });

  it('refuses records and ids that disagree (a truncated answer must not be paged wrongly)', () => {
    const records = pack(list.slice(0, 3), 'recommended');
    expect(records.length).toBe(3);
    const columns = { facets: new Uint8Array(24), orders: new Uint8Array(24), extras: null };
    expect(() => new ScopeRecords({ ...columns, ids: 'NB1,NB2' })).toThrow(/disagree/);
    expect(() => new ScopeRecords({ ...columns, orders: new Uint8Array(16), ids: 'NB1,NB2,NB3' })).toThrow(/disagree/);
    // Parts of a scope read separately join into one list.
    const parts = ScopeRecords.concat([
      { ...columns, ids: 'NB1,NB2,NB3' },
      { facets: new Uint8Array(8), orders: new Uint8Array(8), extras: null, ids: 'NB4' },
    ]);
    expect([0, 1, 2, 3].map((index) => parts.id(index))).toEqual(['NB1', 'NB2', 'NB3', 'NB4']);
  });
});
