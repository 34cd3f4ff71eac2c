import { siteDistance } from '@sf/contracts';
import { formatRating } from '@sf/ui';

/**
 * A distance (kilometres from the API) in the unit of the site's country (miles in the UK and the US), written as
 * the site's language writes numbers ("2.4", "2,4"). Under 1,000 that is one decimal, which @sf/ui's one-decimal
 * number format writes from the site's own format without building an Intl.NumberFormat; further away (a shopper
 * abroad) whole units, grouped, are enough.
 */
export function formatDistance(kilometres: number, site: { country: string; tag: string }): { distance: string; unit: 'km' | 'mi' } {
  const { value, unit } = siteDistance(kilometres, site.country);
  const distance = value < 1000 ? formatRating(value, site.tag) : new Intl.NumberFormat(site.tag, { maximumFractionDigits: 0 }).format(value);
  return { distance, unit };
}
