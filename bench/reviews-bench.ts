/**
 * Issue 25 figures, printed (not asserted):
 * 1. Review list p50/p95 (ms, through the reviews service as the API and the edge call it) on a product with 5,000
 *    approved reviews: the first page (newest), sorted by most helpful, and filtered to one star rating; PGlite and
 *    PostgreSQL, on a 1,002-product bench catalogue of its own (listing-databases.ts).
 * 2. What the seeded reviews add to a fresh start on PGlite: the catalogue seed alone vs the review seed after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../infra/server/src/db/client';
import { seedCatalog } from '../infra/server/src/modules/catalog/seed';
import { SEEDED_REVIEWS_PER_PRODUCT, seedReviews } from '../infra/server/src/modules/reviews/seed';
import { createReviewsService } from '../infra/server/src/modules/reviews/service';
import { formatSelf, sampleSelf, type SelfSample } from './process-stats';
import { openBenchCatalogue, postgresReachable, type BenchDriver } from './listing-databases';

/** 334 products per brand, like the listing bench's 1,000, but a catalogue of its own: its 5,000 extra reviews stay out of the listing figures. */
const CATALOGUE_SIZE = 1002;
const REVIEWS_ON_PRODUCT = 5000;
const ROUNDS = 200;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** 5,000 approved reviews on one product, written set-wise and idempotently (ids derived from the row number). */
async function ensureManyReviews(db: Database, productId: string): Promise<void> {
  await db.execute(sql`
    insert into reviews_reviews (id, product_id, brand, language, rating, fit, title, body, author_name, status, helpful_count, created_at)
    select md5('bench-review:' || ${productId} || ':' || n)::uuid, ${productId}, 'northbound', 'en', 1 + (n * 7919) % 5,
      (array['small', 'true', 'true', 'large'])[1 + n % 4], 'Bench review ' || n, 'A review written by the benchmark, number ' || n || '.',
      'Bench', 'approved', (n * 104729) % 97, timestamptz '2026-01-01' - make_interval(mins => n)
    from generate_series(1, ${REVIEWS_ON_PRODUCT}) as n
    on conflict do nothing`);
  await db.execute(sql`analyze reviews_reviews`);
}

export interface ReviewListFigures {
  driver: BenchDriver;
  rows: Array<{ name: string; p50: number; p95: number; self: SelfSample }>;
}

async function listFigures(driver: BenchDriver, log: (line: string) => void): Promise<ReviewListFigures> {
  const handle = await openBenchCatalogue(driver, CATALOGUE_SIZE, log);
  try {
    const db = handle.db;
    const [product] = (
      (await db.execute(sql`select id from catalog_products where brand = 'northbound' order by id limit 1`)) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    if (!product) throw new Error('the bench catalogue has no northbound product');
    await seedReviews(db);
    await ensureManyReviews(db, product.id);
    const service = createReviewsService(db);
    const cases = [
      { name: 'first page (newest)', query: { sort: 'newest' as const, page: 1 } },
      { name: 'sorted by most helpful', query: { sort: 'helpful' as const, page: 1 } },
      { name: 'filtered to 4 stars', query: { sort: 'newest' as const, rating: 4, page: 1 } },
    ];
    const rows = [];
    for (const entry of cases) {
      for (let warm = 0; warm < 10; warm += 1) await service.list(product.id, entry.query);
      const times: number[] = [];
      const self = sampleSelf();
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const list = await service.list(product.id, entry.query);
        times.push(performance.now() - started);
        if (list.summary.count < REVIEWS_ON_PRODUCT) throw new Error(`expected at least ${REVIEWS_ON_PRODUCT} reviews, found ${list.summary.count}`);
      }
      rows.push({ name: entry.name, p50: percentile(times, 50), p95: percentile(times, 95), self: self.stop(ROUNDS) });
    }
    return { driver, rows };
  } finally {
    await handle.close();
  }
}

export interface SeedFigures {
  catalogueSeconds: number;
  reviewSeconds: number;
  reviewRows: number;
}

/** A fresh PGlite: migrations, the default catalogue (300 products per brand), then the review seed on its own. */
async function seedFigures(): Promise<SeedFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-bench-reviews-'));
  const handle = await openDatabase({ driver: 'pglite', dataDir: dir });
  try {
    await handle.migrate();
    let started = performance.now();
    await seedCatalog(handle.db);
    const catalogueSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const reviewRows = await seedReviews(handle.db);
    return { catalogueSeconds, reviewSeconds: (performance.now() - started) / 1000, reviewRows };
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runReviewsBench(options: { drivers: BenchDriver[] }): Promise<{ lists: ReviewListFigures[]; seed: SeedFigures }> {
  const log = (line: string) => console.log(line);
  console.log('\nReviews (issue 25)');
  const lists: ReviewListFigures[] = [];
  for (const driver of options.drivers) {
    if (driver === 'postgres' && !(await postgresReachable())) {
      console.log('  postgres: not reachable, skipped');
      continue;
    }
    lists.push(await listFigures(driver, log));
  }
  return { lists, seed: await seedFigures() };
}

export function printReviewsFigures({ lists, seed }: Awaited<ReturnType<typeof runReviewsBench>>): void {
  console.log(
    `  Review list on a product with ${REVIEWS_ON_PRODUCT.toLocaleString('en')} reviews, ${ROUNDS} calls each (ms; CPU and RSS of the bench process, PGlite in it, not the PostgreSQL server)`,
  );
  for (const figures of lists) {
    for (const row of figures.rows)
      console.log(
        `    ${figures.driver.padEnd(9)} ${row.name.padEnd(24)} p50 ${row.p50.toFixed(2).padStart(7)}  p95 ${row.p95.toFixed(2).padStart(7)}  ${formatSelf(row.self)}`,
      );
  }
  console.log(
    `  Fresh PGlite start: catalogue seed ${seed.catalogueSeconds.toFixed(1)} s; reviews seed adds ${seed.reviewSeconds.toFixed(1)} s (${seed.reviewRows} rows, at most ${SEEDED_REVIEWS_PER_PRODUCT} reviews per product)`,
  );
}
