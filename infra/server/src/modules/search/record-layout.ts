/**
 * Where each facet value sits in a listing record's facet word (a bigint): the colour, feature and size masks and
 * the gender code side by side, their widths taken from the catalogue's closed vocabularies. A vocabulary too large
 * for one word fails here, at start, rather than being counted wrong.
 */
import { COLOUR_BITS, FEATURE_BITS, GENDERS, SIZE_BITS } from './facet-bits';

const widths = {
  colour: COLOUR_BITS.values.length,
  feature: FEATURE_BITS.values.length,
  size: Math.max(...Object.values(SIZE_BITS).map((dictionary) => dictionary.values.length)),
  gender: Math.ceil(Math.log2(GENDERS.length + 1)),
};

function layout(): Record<keyof typeof widths, { shift: number; width: number }> {
  let shift = 0;
  const fields = {} as Record<keyof typeof widths, { shift: number; width: number }>;
  for (const [field, width] of Object.entries(widths) as Array<[keyof typeof widths, number]>) {
    fields[field] = { shift, width };
    shift += width;
  }
  // Bit 63 is the sign of a bigint.
  if (shift > 63) throw new Error(`Listing record facet word needs ${shift} bits (max 63): widen the record layout`);
  return fields;
}

export const RECORD_FIELDS = layout();

/** A field of a 64-bit word given as its high and low 32-bit halves (fields are at most 31 bits wide). */
export function fieldOf(high: number, low: number, field: { shift: number; width: number }): number {
  const mask = field.width >= 31 ? 0x7fffffff : (1 << field.width) - 1;
  if (field.shift >= 32) return (high >>> (field.shift - 32)) & mask;
  if (field.shift + field.width <= 32) return (low >>> field.shift) & mask;
  return ((low >>> field.shift) | (high << (32 - field.shift))) & mask;
}
