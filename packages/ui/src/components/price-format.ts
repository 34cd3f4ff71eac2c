import { formatOneDecimal, formatWithSpec, type Money, type MoneyFormatSpec } from '@sf/contracts';

/**
 * Building an Intl.NumberFormat costs far more than using one (a listing page formats dozens of prices while it
 * hydrates: ~230 ms of a throttled phone's main thread before this cache), so one is kept per language × currency.
 */
const formats = new Map<string, { format: Intl.NumberFormat; divisor: number }>();
const ratingFormats = new Map<string, Intl.NumberFormat>();
/** The sites' own formats (registerMoneyFormat), by language tag and currency for prices and by tag for ratings. */
const specs = new Map<string, MoneyFormatSpec>();
const specsByTag = new Map<string, MoneyFormatSpec>();
const specKey = (languageTag: string, currency: string) => `${languageTag}|${currency}`;

function currencyFormat(languageTag: string, currency: string): { format: Intl.NumberFormat; divisor: number } {
  const key = specKey(languageTag, currency);
  let entry = formats.get(key);
  if (!entry) {
    const format = new Intl.NumberFormat(languageTag, { style: 'currency', currency });
    entry = { format, divisor: 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2) };
    formats.set(key, entry);
  }
  return entry;
}

/**
 * Takes the page's format of its own currency (the document's `moneyFormat`, read from Intl by the server): the
 * site's prices and ratings are then written without building an Intl.NumberFormat, whose first one starts ICU's
 * number formatting (55-75 ms of a 4x slower phone CPU in one task while the page hydrates; issue 13). Other
 * currencies and languages still go through Intl.
 */
export function registerMoneyFormat(spec: MoneyFormatSpec): void {
  specs.set(specKey(spec.tag, spec.currency), spec);
  specsByTag.set(spec.tag, spec);
}

/**
 * Formats integer minor units. The number of minor digits comes from Intl's own currency data, so GBP/EUR/PLN/CHF
 * divide by 100 and a zero-digit currency such as JPY by 1, with no table of our own to keep in sync.
 */
export function formatMoney(money: Money | { amount: number; currency: string }, languageTag: string): string {
  const spec = specs.get(specKey(languageTag, money.currency));
  if (spec && Number.isInteger(money.amount)) return formatWithSpec(spec, money.amount);
  const { format, divisor } = currencyFormat(languageTag, money.currency);
  return format.format(money.amount / divisor);
}

/** An average rating with one decimal ("4.4", "4,4"), in the page's language. */
export function formatRating(value: number, languageTag: string): string {
  const spec = specsByTag.get(languageTag);
  if (spec) return formatOneDecimal(spec, value);
  let format = ratingFormats.get(languageTag);
  if (!format) {
    format = new Intl.NumberFormat(languageTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormats.set(languageTag, format);
  }
  return format.format(value);
}
