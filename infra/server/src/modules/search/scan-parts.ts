/**
 * A broad listing scope (a top-level category, a common search word) is tens of thousands of rows. On PostgreSQL
 * its scan is split into a few product-id ranges read at the same time on separate pooled connections, so a
 * request's latency is that of its largest part rather than of the whole. PostgreSQL 15 cannot run these
 * aggregates in parallel itself (string_agg has no combine step before 16), and PGlite has one connection, so
 * there it stays one scan.
 *
 * The split points are product ids at equal steps through a brand's products, read once per brand: they only
 * balance the parts. The ranges always cover every id, so a product added later still lands in exactly one part.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from './index-builder';

export interface ScanParts {
  /** Conditions on `f.product_id` whose union is everything and whose parts never overlap. */
  ranges(brand: string): Promise<SQL[]>;
}

export function createScanParts(db: Database, parts: number): ScanParts {
  const boundaries = new Map<string, Promise<string[]>>();
  const read = async (brand: string): Promise<string[]> => {
    const fractions = Array.from({ length: parts - 1 }, (_, index) => (index + 1) / parts);
    const result = await db.execute(sql`
      select percentile_disc(${sql.param(fractions)}::float8[]) within group (order by f.product_id) as ids
      from search_facets f where f.brand = ${brand}`);
    const ids = rowsOf<{ ids: string[] | null }>(result)[0]?.ids ?? [];
    return [...new Set(ids)];
  };
  return {
    async ranges(brand) {
      if (parts <= 1) return [sql`true`];
      let pending = boundaries.get(brand);
      if (!pending) {
        pending = read(brand);
        boundaries.set(brand, pending);
        // A failed read is retried by the next request rather than remembered.
        pending.catch(() => boundaries.delete(brand));
      }
      const ids = await pending;
      if (ids.length === 0) return [sql`true`];
      return ids.map((id, index) => {
        const below = sql`f.product_id < ${id}`;
        return index === 0 ? below : sql`f.product_id >= ${ids[index - 1]} and ${below}`;
      }).concat(sql`f.product_id >= ${ids.at(-1)}`);
    },
  };
}
