import type { Money } from '@sf/contracts';

/**
 * Building an Intl.NumberFormat costs far more than using one (a listing page formats dozens of prices while it
 * hydrates: ~230 ms of a throttled phone's main thread before this cache), so one is kept per language × currency.
 */
const formats = new Map<string, { format: Intl.NumberFormat; divisor: number }>();

function currencyFormat(languageTag: string, currency: string): { format: Intl.NumberFormat; divisor: number } {
  const key = `${languageTag}|${currency}`;
  let entry = formats.get(key);
  if (!entry) {
    const format = new Intl.NumberFormat(languageTag, { style: 'currency', currency });
    entry = { format, divisor: 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2) };
    formats.set(key, entry);
  }
  return entry;
}

/**
 * Builds the page's currency format ahead of use. The first one of a page costs a throttled phone ~50 ms (Intl loads
 * its locale data); the shell builds it in a task of its own before hydrating, so that cost is not added to one of
 * hydration's tasks (issue 13: total blocking time).
 */
export function prepareMoneyFormat(languageTag: string, currency: string): void {
  currencyFormat(languageTag, currency);
}

/**
 * Formats integer minor units. The number of minor digits comes from Intl's own currency data, so GBP/EUR/PLN/CHF
 * divide by 100 and a zero-digit currency such as JPY by 1, with no table of our own to keep in sync.
 */
export function formatMoney(money: Money | { amount: number; currency: string }, languageTag: string): string {
  const { format, divisor } = currencyFormat(languageTag, money.currency);
  return format.format(money.amount / divisor);
}
