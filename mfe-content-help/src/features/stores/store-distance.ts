import { formatRating } from '@sf/ui';

/**
 * A distance in kilometres as the site's language writes numbers ("2.4", "2,4"). Under 1,000 km that is one
 * decimal, which @sf/ui's one-decimal number format writes from the site's own format without building an
 * Intl.NumberFormat; further away (a shopper abroad) whole kilometres, grouped, are enough.
 */
export function formatDistanceKm(kilometres: number, languageTag: string): string {
  if (kilometres < 1000) return formatRating(kilometres, languageTag);
  return new Intl.NumberFormat(languageTag, { maximumFractionDigits: 0 }).format(kilometres);
}
