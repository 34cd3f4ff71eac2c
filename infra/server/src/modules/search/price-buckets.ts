/** Price facet buckets per currency, and their labels in the shopper's locale ("£50–£99.99", "50–99,99 €"). */
import { LRUCache } from 'lru-cache';
import { PRICE_BUCKET_PATTERN } from '@sf/contracts/api';
import type { Currency } from '@sf/remote-contract';

export interface PriceRange {
  value: string;
  /** Minor units, inclusive. */
  min: number;
  /** Minor units, exclusive; null = no upper bound. */
  max: number | null;
}

/** Bucket edges in major units; PLN prices are about five times the others. */
const EDGES: Record<Currency, number[]> = {
  GBP: [50, 100, 150, 200],
  EUR: [50, 100, 150, 200],
  CHF: [50, 100, 150, 200],
  USD: [50, 100, 150, 200],
  CAD: [50, 100, 150, 200],
  PLN: [200, 400, 600, 800],
};

export function standardBuckets(currency: Currency): PriceRange[] {
  const edges = [0, ...EDGES[currency].map((edge) => edge * 100)];
  return edges.map((min, index) => {
    const max = edges[index + 1] ?? null;
    return { value: `${min}-${max ?? ''}`, min, max };
  });
}

/** A filter value the contract already validated ("5000-10000", "20000-"). */
export function parsePriceRange(value: string): PriceRange {
  const match = PRICE_BUCKET_PATTERN.exec(value);
  const min = Number(match?.[1] ?? 0);
  const max = match?.[2] ? Number(match[2]) : null;
  return { value, min, max };
}

/** Formatters are costly to build and labels are made for every listing answer: one per locale tag and currency. */
const formats = new Map<string, Intl.NumberFormat>();
const formatOf = (tag: string, currency: Currency): Intl.NumberFormat => {
  const key = `${tag}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
};

/** Formatted bucket texts (a handful per site; shopper-made ranges are capped so the memo stays small). */
const texts = new LRUCache<string, string>({ max: 2000 });
const memo = (key: string, make: () => string): string => {
  let text = texts.get(key);
  if (text === undefined) {
    text = make();
    texts.set(key, text);
  }
  return text;
};

export function priceRangeLabel(range: PriceRange, currency: Currency, tag: string, andAbove: (price: string) => string): string {
  const format = formatOf(tag, currency);
  if (range.max === null) return andAbove(memo(`${tag}|${currency}|${range.min}`, () => format.format(range.min / 100)));
  // Buckets are half-open, so the highest price inside one is a minor unit below its upper edge.
  const max = range.max;
  return memo(`${tag}|${currency}|${range.min}|${max}`, () => format.formatRange(range.min / 100, Math.max(range.min, max - 1) / 100));
}
