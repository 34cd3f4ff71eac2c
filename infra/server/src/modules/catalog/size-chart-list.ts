/** The size charts a brand's products use, titled and ordered for the shopper's locale. */
import type { SizeChart } from '@sf/contracts';
import { LOCALES } from '@sf/remote-contract';
import type { SiteContext } from '../../site-context';
import { CATEGORY_TREES } from './category-tree';
import type { SizeChartId } from './index-records';
import { SIZE_CHART_IDS, sizeChartTable, sizeSystemOf } from './size-systems';
import { KIND_STYLE } from './vocabulary/kinds';

function chartsOfBrand(brand: SiteContext['brand']): SizeChartId[] {
  const used = new Set<SizeChartId>();
  for (const [gender, ranges] of Object.entries(CATEGORY_TREES[brand]) as Array<['women' | 'men' | 'kids', Record<string, Array<keyof typeof KIND_STYLE>>]>) {
    for (const kinds of Object.values(ranges)) for (const kind of kinds) used.add(KIND_STYLE[kind].apparel ? 'apparel' : `${gender}-shoes`);
  }
  return SIZE_CHART_IDS.filter((chart) => used.has(chart));
}

export function sizeChartsFor(site: SiteContext): SizeChart[] {
  const { language } = LOCALES[site.locale];
  return chartsOfBrand(site.brand).map((chart) => sizeChartTable(chart, language, sizeSystemOf(site.locale, chart)));
}
