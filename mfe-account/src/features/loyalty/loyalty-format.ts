import { LOYALTY_POINT_VALUE, MINOR_UNITS_PER_POINT, earnMultiplier } from '@sf/contracts/loyalty';
import type { SiteInfo } from '@sf/remote-contract';
import { formatMoney } from '@sf/ui';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "1,500 points" / "1 punkt" / "5 punktów": the plural follows the number, the digits follow the site's locale. */
export const formatPoints = (t: Translate, site: Pick<SiteInfo, 'tag'>, count: number): string =>
  t('loyalty.pointCount', { count, points: new Intl.NumberFormat(site.tag).format(count) });

/** The site's programme rules in words: what earns a point and what 100 points pay. */
export function programmeRates(t: Translate, site: Pick<SiteInfo, 'brand' | 'country' | 'currency' | 'tag'>) {
  const perPoint = MINOR_UNITS_PER_POINT[site.currency];
  const multiplier = earnMultiplier(site.brand, site.country);
  return {
    earn: t('loyalty.benefits.earn', {
      points: formatPoints(t, site, multiplier),
      amount: formatMoney({ amount: perPoint, currency: site.currency }, site.tag),
    }),
    pay: t('loyalty.benefits.pay', {
      points: formatPoints(t, site, 100),
      amount: formatMoney({ amount: 100 * LOYALTY_POINT_VALUE[site.currency], currency: site.currency }, site.tag),
    }),
  };
}
