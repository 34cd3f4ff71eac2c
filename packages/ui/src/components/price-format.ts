import type { Money } from '@sf/contracts';

/**
 * Formats integer minor units. The number of minor digits comes from Intl's own currency data, so GBP/EUR/PLN/CHF
 * divide by 100 and a zero-digit currency such as JPY by 1, with no table of our own to keep in sync.
 */
export function formatMoney(money: Money | { amount: number; currency: string }, languageTag: string): string {
  const format = new Intl.NumberFormat(languageTag, { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}
