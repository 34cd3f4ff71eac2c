/**
 * Compact facet values: each colour, feature and size label (per shoe system) is one bit of a bigint, so the narrow
 * facet table filters with one AND and facet counts are read back as fixed-width records (see facet-counts.ts).
 * The dictionaries come from the catalog's closed vocabularies; a value outside them fails the index build loudly
 * rather than being counted wrong.
 */
import type { Gender, SizeChartId } from '../catalog';
import { SIZE_CHART_IDS, sizeKeysOf, sizeLabel } from '../catalog';
import { FEATURES } from '../catalog';
import { COLOUR_CODES } from '../catalog';

/**
 * At most 31 values per dictionary: a listing scan packs the masks side by side into one bigint (record-layout.ts)
 * and the server reads each back as one positive 32-bit number. The columns stay bigint, so a larger vocabulary
 * needs only a wider record, not a migration.
 */
const MAX_BITS = 31;

export class BitDictionary {
  readonly values: readonly string[];
  private readonly bits: ReadonlyMap<string, number>;
  constructor(name: string, values: Iterable<string>) {
    this.values = [...new Set(values)];
    if (this.values.length > MAX_BITS) throw new Error(`Facet dictionary ${name} has ${this.values.length} values (max ${MAX_BITS})`);
    this.bits = new Map(this.values.map((value, index) => [value, index]));
  }
  /** Mask of indexed values (throws on an unknown one: the index must never drop a value silently). */
  maskOf(values: readonly string[]): bigint {
    let mask = 0n;
    for (const value of values) {
      const bit = this.bits.get(value);
      if (bit === undefined) throw new Error(`Unknown facet value "${value}"`);
      mask |= 1n << BigInt(bit);
    }
    return mask;
  }
  /** Mask of selected values; unknown ones select nothing (no product has them). */
  selectionMask(values: readonly string[]): bigint {
    return this.maskOf(values.filter((value) => this.bits.has(value)));
  }
}

export const COLOUR_BITS = new BitDictionary('colour', COLOUR_CODES);
export const FEATURE_BITS = new BitDictionary('feature', Object.keys(FEATURES));
export const GENDERS: readonly Gender[] = ['women', 'men', 'kids'];

const sizeLabels = (system: 'UK' | 'EU' | 'US') =>
  (SIZE_CHART_IDS as SizeChartId[]).flatMap((chart) => sizeKeysOf(chart).map((key) => sizeLabel(chart, key, system)));
export const SIZE_BITS: Record<'UK' | 'EU' | 'US', BitDictionary> = {
  UK: new BitDictionary('size UK', sizeLabels('UK')),
  EU: new BitDictionary('size EU', sizeLabels('EU')),
  US: new BitDictionary('size US', sizeLabels('US')),
};
