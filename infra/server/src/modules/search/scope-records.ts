/**
 * The records of a listing scope as scopeRecordsQuery returns them, read in place: accessors over one DataView (no
 * per-row objects), and product ids cut out of their list only when asked for.
 */
import { recordBytes } from './listing-query';

export class ScopeRecords {
  readonly length: number;
  private readonly view: DataView;
  private readonly stride: number;
  private readonly ids: string;
  /** Where each id starts in `ids` (ids are cut out only for the few products a page compares or shows). */
  private readonly starts: Int32Array;

  constructor(packed: Uint8Array | null, ids: string | null, hasExtra: boolean) {
    this.view = packed ? new DataView(packed.buffer, packed.byteOffset, packed.byteLength) : new DataView(new ArrayBuffer(0));
    this.stride = recordBytes(hasExtra);
    this.length = Math.floor(this.view.byteLength / this.stride);
    this.ids = ids ?? '';
    // starts[i] is where id i begins; starts[length] is one past the end, as if the list ended with a comma.
    this.starts = new Int32Array(this.length + 1);
    let found = 0;
    for (let at = 0; this.ids.length > 0; found++) {
      if (found < this.length) this.starts[found] = at;
      const comma = this.ids.indexOf(',', at);
      if (comma === -1) break;
      at = comma + 1;
    }
    const idCount = this.ids.length > 0 ? found + 1 : 0;
    if (idCount !== this.length) throw new Error(`Listing records and ids disagree (${this.length} records, ${idCount} ids)`);
    this.starts[this.length] = this.ids.length + 1;
  }

  /** The records of a scope read in parts (scan-parts.ts), as one. */
  static concat(parts: ReadonlyArray<{ packed: Uint8Array | null; ids: string | null }>, hasExtra: boolean): ScopeRecords {
    const present = parts.filter((part) => part.packed !== null && part.packed.byteLength > 0);
    if (present.length <= 1) return new ScopeRecords(present[0]?.packed ?? null, present[0]?.ids ?? null, hasExtra);
    const packed = new Uint8Array(present.reduce((sum, part) => sum + (part.packed?.byteLength ?? 0), 0));
    let offset = 0;
    for (const part of present) {
      packed.set(part.packed!, offset);
      offset += part.packed!.byteLength;
    }
    return new ScopeRecords(packed, present.map((part) => part.ids ?? '').join(','), hasExtra);
  }

  colours(index: number): number {
    return this.view.getUint32(index * this.stride);
  }
  features(index: number): number {
    return this.view.getUint32(index * this.stride + 4);
  }
  sizes(index: number): number {
    return this.view.getUint32(index * this.stride + 8);
  }
  /** Minor units of the site's currency. */
  price(index: number): number {
    return this.view.getInt32(index * this.stride + 12);
  }
  /** 1-based position in GENDERS, 0 for none. */
  gender(index: number): number {
    return this.view.getInt32(index * this.stride + 16);
  }
  /** The order's integer key: position, release day or rating count. */
  key(index: number): number {
    return this.view.getInt32(index * this.stride + 20);
  }
  /** The order's real key (rank or rating average); 0 when the order has none. */
  extra(index: number): number {
    return this.stride > 24 ? this.view.getFloat32(index * this.stride + 24) : 0;
  }
  id(index: number): string {
    return this.ids.slice(this.starts[index], this.starts[index + 1]! - 1);
  }
}
