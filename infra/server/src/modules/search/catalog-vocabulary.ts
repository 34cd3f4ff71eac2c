/**
 * What the search index borrows from the catalog's vocabulary (read-only code, no tables): size systems, colour and
 * feature labels, so facets speak the same words as product pages.
 */
import type { SizeChartId } from '../catalog';
import { SIZE_CHART_IDS, sizeKeysOf, sizeLabel, type SizeSystem } from '../catalog';
import { FEATURES } from '../catalog';
import { COLOUR_NAMES } from '../catalog';
import type { FacetVocabulary } from './facets';
import type { RowHelpers } from './index-rows';

const SHOE_SYSTEMS: SizeSystem[] = ['UK', 'EU', 'US'];

export const catalogVocabulary: FacetVocabulary = {
  colourName: (code, language) => (COLOUR_NAMES as Record<string, Record<string, string>>)[code]?.[language] ?? code,
  featureLabel: (code, language) => (FEATURES as Record<string, Record<string, string>>)[code]?.[language] ?? code,
};

export const rowHelpers: RowHelpers = {
  sizeLabel: (chart, key, system) => sizeLabel(chart, key, system),
};

/**
 * Where a size label sorts: shoe labels by the smallest EU size they stand for (so kids' UK 13 comes before UK 1),
 * letters after shoes in chart order.
 */
const SIZE_RANKS = new Map<string, number>();
for (const chart of SIZE_CHART_IDS as SizeChartId[]) {
  sizeKeysOf(chart).forEach((key, index) => {
    for (const system of chart === 'apparel' ? (['LETTER'] as SizeSystem[]) : SHOE_SYSTEMS) {
      const token = `${system}:${sizeLabel(chart, key, system)}`;
      const rank = chart === 'apparel' ? 1000 + index : Number(key);
      SIZE_RANKS.set(token, Math.min(SIZE_RANKS.get(token) ?? Number.POSITIVE_INFINITY, rank));
    }
  });
}
/** Sort position of a size label as a site with shoe system `system` shows it. */
export const sizeRank = (system: string, label: string): number =>
  Math.min(SIZE_RANKS.get(`${system}:${label}`) ?? Number.POSITIVE_INFINITY, SIZE_RANKS.get(`LETTER:${label}`) ?? Number.POSITIVE_INFINITY);
