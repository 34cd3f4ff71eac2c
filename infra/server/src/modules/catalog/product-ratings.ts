/**
 * The products' rating columns (average and count) are a maintained aggregate of approved reviews (issue 25): cards,
 * listings and the search index read them; the reviews module recomputes a product's figures when a review is
 * approved or rejected, and writes them here.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { affectedRows } from '../../db/bulk-insert';

export interface RatingAggregate {
  productId: string;
  /** One decimal; null when the product has no approved review. */
  average: number | null;
  count: number;
}

const CHUNK = 20_000;

/** Overwrites the rating columns of the named products; returns products updated. */
export async function writeRatings(db: Database, rows: readonly RatingAggregate[]): Promise<number> {
  let updated = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    updated += affectedRows(
      await db.execute(sql`
        update catalog_products p set rating_average = r.average, rating_count = r.count
        from unnest(${sql.param(chunk.map((row) => row.productId))}::text[], ${sql.param(chunk.map((row) => row.average))}::numeric[],
                    ${sql.param(chunk.map((row) => row.count))}::int[]) as r(product_id, average, count)
        where p.id = r.product_id and (p.rating_average is distinct from r.average or p.rating_count <> r.count)`),
    );
  }
  return updated;
}
