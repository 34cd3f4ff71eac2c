/**
 * How a site writes its prices, read from Intl once on the server (edge `money-format.ts`) and handed to the browser
 * with the document (issue 13). Building the browser's first Intl.NumberFormat starts ICU's number formatting: 55-75
 * ms of a 4x slower phone CPU in one task while the page hydrates. With this description the browser writes the
 * site's prices and ratings without Intl; the text is Intl's own (the edge's money-format.test.ts compares every site
 * over a range of amounts).
 */
export interface MoneyFormatSpec {
  tag: string;
  currency: string;
  /** Digits after the decimal separator: 2 for GBP or EUR, 0 for a currency without minor units. */
  minorDigits: number;
  decimal: string;
  group: string;
  /** The decimal separator of plain numbers, which may differ from prices' (fr-CH: 1.50 CHF but 4,4). */
  numberDecimal: string;
  /** 2 where four-digit numbers stay ungrouped (Polish, Spanish), else 1. */
  minimumGroupingDigits: number;
  /** The whole price with '#' where the number goes, e.g. '£#', '-£#', '# zł'. */
  positive: string;
  negative: string;
}

function grouped(integer: string, spec: MoneyFormatSpec): string {
  if (integer.length < 3 + spec.minimumGroupingDigits) return integer;
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, spec.group);
}

/** Writes integer minor units as Intl would with this spec's locale and currency. */
export function formatWithSpec(spec: MoneyFormatSpec, minorUnits: number): string {
  const divisor = 10 ** spec.minorDigits;
  const absolute = Math.abs(minorUnits);
  const integer = grouped(String(Math.floor(absolute / divisor)), spec);
  const number = spec.minorDigits > 0 ? `${integer}${spec.decimal}${String(absolute % divisor).padStart(spec.minorDigits, '0')}` : integer;
  return (minorUnits < 0 ? spec.negative : spec.positive).replace('#', number);
}

/** A number under 1,000 with one decimal (an average rating), as Intl writes it in the spec's locale. */
export function formatOneDecimal(spec: MoneyFormatSpec, value: number): string {
  return value.toFixed(1).replace('.', spec.numberDecimal);
}
