import type { ProductDetail, SizeChart } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';

export type SizeSystem = ProductDetail['sizeSystem'];

/** Shoe sizes a country shops in: UK sizes in Britain, US sizes in North America, EU sizes elsewhere. */
export function sizeSystemOf(site: Pick<SiteInfo, 'country'>): Exclude<SizeSystem, 'LETTER'> {
  if (site.country === 'GB' || site.country === 'IE') return 'UK';
  if (site.country === 'US' || site.country === 'CA') return 'US';
  return 'EU';
}

/** The column of a chart that holds a size system ("UK", "EU 42"…), or -1 (apparel charts have letter sizes only). */
export function columnOfSystem(chart: Pick<SizeChart, 'columns'>, system: SizeSystem): number {
  if (system === 'LETTER') return -1;
  return chart.columns.findIndex((column) => {
    const label = column.trim().toUpperCase();
    return label === system || label.startsWith(`${system} `) || label.startsWith(`${system}(`);
  });
}
