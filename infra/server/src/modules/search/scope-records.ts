/**
 * The records of a listing scope as scopeRecordsQuery returns them, read in place: accessors over one DataView per
 * column (no per-row objects), and product ids cut out of their list only when asked for.
 */
import { fieldOf, RECORD_FIELDS } from './record-layout';

/** One scan's columns (a part of a scope, or all of it). */
export interface RecordColumns {
  facets: Uint8Array | null;
  orders: Uint8Array | null;
  extras: Uint8Array | null;
  ids: string | null;
}

/** What a scan of an empty scope amounts to. */
export const NO_RECORDS: RecordColumns = { facets: null, orders: null, extras: null, ids: null };

const viewOf = (bytes: Uint8Array | null) => (bytes ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new DataView(new ArrayBuffer(0)));

/** Bytes joined end to end (parts of one column). */
function joined(chunks: Array<Uint8Array | null>): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + (chunk?.byteLength ?? 0), 0));
  let offset = 0;
  for (const chunk of chunks) {
    if (!chunk) continue;
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export class ScopeRecords {
  readonly length: number;
  private readonly facetView: DataView;
  private readonly orderView: DataView;
  private readonly extraView: DataView | null;
  private readonly ids: string;
  /** Where each id starts in `ids`; starts[length] is one past the end, as if the list ended with a comma. */
  private readonly starts: Int32Array;

  constructor(columns: RecordColumns) {
    this.facetView = viewOf(columns.facets);
    this.orderView = viewOf(columns.orders);
    this.extraView = columns.extras ? viewOf(columns.extras) : null;
    this.length = this.facetView.byteLength / 8;
    this.ids = columns.ids ?? '';
    this.starts = new Int32Array(this.length + 1);
    let found = 0;
    for (let at = 0; this.ids.length > 0; found++) {
      if (found < this.length) this.starts[found] = at;
      const comma = this.ids.indexOf(',', at);
      if (comma === -1) break;
      at = comma + 1;
    }
    const idCount = this.ids.length > 0 ? found + 1 : 0;
    const consistent =
      Number.isInteger(this.length) &&
      this.orderView.byteLength === this.length * 8 &&
      (this.extraView === null || this.extraView.byteLength === this.length * 4) &&
      idCount === this.length;
    // A truncated or mismatched answer must fail loudly rather than page the wrong products.
    if (!consistent)
      throw new Error(`Listing records and ids disagree (${this.facetView.byteLength} facet bytes, ${this.orderView.byteLength} order bytes, ${idCount} ids)`);
    this.starts[this.length] = this.ids.length + 1;
  }

  /** The records of a scope read in parts (its concurrent scans), as one. */
  static concat(parts: readonly RecordColumns[]): ScopeRecords {
    const present = parts.filter((part) => part.facets !== null && part.facets.byteLength > 0);
    if (present.length <= 1) return new ScopeRecords(present[0] ?? NO_RECORDS);
    return new ScopeRecords({
      facets: joined(present.map((part) => part.facets)),
      orders: joined(present.map((part) => part.orders)),
      extras: present.every((part) => part.extras) ? joined(present.map((part) => part.extras)) : null,
      ids: present.map((part) => part.ids ?? '').join(','),
    });
  }

  private field(index: number, field: (typeof RECORD_FIELDS)[keyof typeof RECORD_FIELDS]): number {
    return fieldOf(this.facetView.getUint32(index * 8), this.facetView.getUint32(index * 8 + 4), field);
  }
  colours(index: number): number {
    return this.field(index, RECORD_FIELDS.colour);
  }
  features(index: number): number {
    return this.field(index, RECORD_FIELDS.feature);
  }
  sizes(index: number): number {
    return this.field(index, RECORD_FIELDS.size);
  }
  /** 1-based position in GENDERS, 0 for none. */
  gender(index: number): number {
    return this.field(index, RECORD_FIELDS.gender);
  }
  /** Minor units of the site's currency: the high 31 bits of the order word. */
  price(index: number): number {
    return this.orderView.getUint32(index * 8) * 2 + (this.orderView.getUint32(index * 8 + 4) >>> 31);
  }
  /** The order's integer key: position, release day or rating count (the low 31 bits of the order word). */
  key(index: number): number {
    return this.orderView.getUint32(index * 8 + 4) & 0x7fffffff;
  }
  /** The order's real key (rating average); 0 when the order has none. */
  extra(index: number): number {
    return this.extraView ? this.extraView.getFloat32(index * 4) : 0;
  }
  id(index: number): string {
    return this.ids.slice(this.starts[index], this.starts[index + 1]! - 1);
  }
}
