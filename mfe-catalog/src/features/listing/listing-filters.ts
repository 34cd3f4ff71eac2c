import { FACET_IDS, PRICE_BUCKET_PATTERN_SOURCE, type FacetId, type ListingFacet, type ListingFilters } from './listing-vocabulary';
import { formatMoney } from '@sf/ui';
import type { Currency } from '@sf/remote-contract';

/** Adds the value when absent, removes it when present; an emptied facet disappears. */
export function toggleFilter(filters: ListingFilters, facet: FacetId, value: string): ListingFilters {
  const current = filters[facet] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  const { [facet]: _old, ...rest } = filters;
  return next.length > 0 ? { ...rest, [facet]: next } : rest;
}

export const hasFilters = (filters: ListingFilters): boolean => FACET_IDS.some((facet) => (filters[facet]?.length ?? 0) > 0);

/** Every selected value with its facet, in facet order, for the removable chips. */
export function selectedFilters(filters: ListingFilters): Array<{ facet: FacetId; value: string }> {
  return FACET_IDS.flatMap((facet) => (filters[facet] ?? []).map((value) => ({ facet, value })));
}

const PRICE_BUCKET = new RegExp(PRICE_BUCKET_PATTERN_SOURCE);

/**
 * What a shopper reads for a facet value: price buckets are formatted in the site's currency here ("£50 – £100",
 * "£200 and above"), other values use the server's label, or the raw value when the facet is not in the answer.
 */
export function facetValueLabel(
  facets: readonly ListingFacet[],
  facet: FacetId,
  value: string,
  format: { tag: string; currency: Currency; range: (min: string, max: string) => string; from: (min: string) => string },
): string {
  const match = facet === 'price' ? PRICE_BUCKET.exec(value) : null;
  if (match) {
    const money = (amount: string) => formatMoney({ amount: Number(amount), currency: format.currency }, format.tag);
    return match[2] ? format.range(money(match[1] ?? '0'), money(match[2])) : format.from(money(match[1] ?? '0'));
  }
  return facets.find((candidate) => candidate.id === facet)?.values.find((candidate) => candidate.value === value)?.label ?? value;
}
