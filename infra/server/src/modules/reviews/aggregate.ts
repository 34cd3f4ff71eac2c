/** Approved reviews → the catalog's maintained rating columns (what cards, listings and the PDP show). */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { writeRatings, type RatingAggregate } from '../catalog';

export async function ratingAggregates(db: Database, productIds: readonly string[]): Promise<RatingAggregate[]> {
  if (productIds.length === 0) return [];
  const result = await db.execute(sql`
    select product_id, round(avg(rating)::numeric, 1)::float8 as average, count(*)::int as count
    from reviews_reviews where status = 'approved' and product_id = any(${sql.param([...productIds])}::text[])
    group by product_id`);
  const found = new Map(
    (result as unknown as { rows: Array<{ product_id: string; average: number; count: number }> }).rows.map((row) => [row.product_id, row]),
  );
  return productIds.map((productId) => {
    const row = found.get(productId);
    return row ? { productId, average: Number(row.average), count: Number(row.count) } : { productId, average: null, count: 0 };
  });
}

/** Recomputes and stores the products' aggregates; returns the ids whose figures changed. */
export async function refreshRatings(db: Database, productIds: readonly string[]): Promise<number> {
  return writeRatings(db, await ratingAggregates(db, productIds));
}
