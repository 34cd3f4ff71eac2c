/** Turns facet count rows into the localised, ordered facets of a listing answer. */
import { FACET_IDS, type FacetId, type ListingFacet, type ListingFilters } from '@sf/contracts';
import { BRANDS, type BrandKey, type Language } from '@sf/remote-contract';
import type { FacetCountRow } from './facet-counts';
import { priceRangeLabel, type PriceRange } from './price-buckets';
import type { Currency } from '@sf/remote-contract';

/** Localised names of catalogue codes (colour and feature labels come from the catalog's vocabulary). */
export interface FacetVocabulary {
  colourName(code: string, language: Language): string;
  featureLabel(code: string, language: Language): string;
}

export interface FacetContext {
  language: Language;
  currency: Currency;
  tag: string;
  texts: Record<string, string>;
  vocabulary: FacetVocabulary;
  colourHex: ReadonlyMap<string, string>;
  filters: ListingFilters;
  buckets: PriceRange[];
  /** Sort position of a size label on this site. */
  sizeRank(label: string): number;
}

const GENDER_ORDER = ['women', 'men', 'kids'];
const byCountThenValue = (a: { count: number; value: string }, b: { count: number; value: string }) => b.count - a.count || a.value.localeCompare(b.value);

export function buildFacets(rows: FacetCountRow[], context: FacetContext): ListingFacet[] {
  const { texts, language } = context;
  const text = (key: string, fallback: string) => texts[`catalog.${key}`] ?? fallback;
  const counts = new Map<FacetId, Map<string, number>>();
  const sizeRanks = new Map<string, number>();
  for (const row of rows) {
    if (row.facet === 'total' || row.value === null) continue;
    const value = row.value;
    if (row.facet === 'size') sizeRanks.set(value, context.sizeRank(value));
    const facet = counts.get(row.facet) ?? new Map<string, number>();
    facet.set(value, (facet.get(value) ?? 0) + row.count);
    counts.set(row.facet, facet);
  }

  const label = (facet: FacetId, value: string): string => {
    switch (facet) {
      case 'gender':
        return text(`facet.gender.${value}`, value);
      case 'colour':
        return context.vocabulary.colourName(value, language);
      case 'feature':
        return context.vocabulary.featureLabel(value, language);
      case 'brand':
        return BRANDS[value as BrandKey]?.name ?? value;
      case 'price': {
        const range = context.buckets.find((bucket) => bucket.value === value);
        const andAbove = (price: string) => text('facet.priceFrom', '{{price}} and above').replace('{{price}}', price);
        return range ? priceRangeLabel(range, context.currency, context.tag, andAbove) : value;
      }
      case 'size':
        return value;
    }
  };

  const order = (facet: FacetId, values: Array<{ value: string; count: number }>) => {
    switch (facet) {
      case 'gender':
        return values.sort((a, b) => GENDER_ORDER.indexOf(a.value) - GENDER_ORDER.indexOf(b.value));
      case 'size':
        return values.sort((a, b) => (sizeRanks.get(a.value) ?? Infinity) - (sizeRanks.get(b.value) ?? Infinity) || a.value.localeCompare(b.value));
      case 'price': {
        const position = (value: string) => context.buckets.findIndex((bucket) => bucket.value === value);
        return values.sort((a, b) => position(a.value) - position(b.value));
      }
      case 'brand':
        return values.sort((a, b) => a.value.localeCompare(b.value));
      default:
        return values.sort(byCountThenValue);
    }
  };

  const facets: ListingFacet[] = [];
  for (const facet of FACET_IDS) {
    const selected = new Set(context.filters[facet] ?? []);
    const found = counts.get(facet) ?? new Map<string, number>();
    // A selected value stays listed (count 0) so the shopper can always clear it.
    for (const value of selected) if (!found.has(value)) found.set(value, 0);
    const values = order(
      facet,
      [...found].map(([value, count]) => ({ value, count })),
    );
    if (values.length === 0) continue;
    if (facet === 'brand' && values.length < 2) continue;
    facets.push({
      id: facet,
      label: text(`facet.title.${facet}`, facet),
      values: values.map(({ value, count }) => ({
        value,
        label: label(facet, value),
        count,
        selected: selected.has(value),
        ...(facet === 'colour' && context.colourHex.has(value) ? { hex: context.colourHex.get(value) } : {}),
      })),
    });
  }
  return facets;
}
