/** Seeds every module's demo data through the module's own seeder (each touches only its own tables), in order. */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { isCatalogSeeded, seedCatalog } from '../modules/catalog/seed';
import { createCatalogService } from '../modules/catalog/service';
import { isContentSeeded, seedContent, seedMerchandisedContentIfMissing } from '../modules/content/seed';
import { isCartSeeded, seedCart } from '../modules/cart/seed';
import { isStoresSeeded, seedStores } from '../modules/stores/seed';
import { isRedirectsSeeded, seedRedirects } from '../modules/redirects/seed';
import { buildSearchIndex, isSearchIndexBuilt } from '../modules/search';
import { seedProductPhotos } from '../modules/catalog';
import { seedCampaignArt } from '../modules/content';
import { seedExperiments } from '../modules/experiments/seed';
import { seedReviews } from '../modules/reviews/seed';

export interface SeedOptions {
  productsPerBrand?: number;
  /** Where the seeded products' photos go (the image pipeline's directory); without it they are drawn on first request. */
  imagesDir?: string;
  /** Progress lines (the CLI prints them; tests stay quiet). */
  log?: (line: string) => void;
}

async function indexForSearch(db: Database, options: SeedOptions): Promise<number> {
  const started = performance.now();
  const written = await buildSearchIndex(db, createCatalogService(db));
  options.log?.(`search: ${written} index rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return written;
}

/**
 * After a bulk write: VACUUM marks the new pages all-visible, so counts and listing scans read indexes alone
 * (index-only scans) instead of visiting every row, and ANALYZE gives the planner the new row counts. Autovacuum
 * would do the same eventually, but it can be off (it is on some hosts) and a fresh catalogue is read at once.
 */
async function settle(db: Database, options: SeedOptions): Promise<void> {
  const started = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  options.log?.(`vacuum: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Vacuums the bulk-loaded tables (the catalogue's and the search index's) whose pages are mostly not marked
 * all-visible: seeded, or rewritten by a migration, and never vacuumed since. A no-op on a settled database; tables
 * written a row at a time (baskets, orders) are left to autovacuum. Returns the tables vacuumed.
 */
export async function settleIfNeeded(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and (starts_with(c.relname::text, 'catalog_') or starts_with(c.relname::text, 'search_'))
      and c.relpages > 200 and c.relallvisible < c.relpages / 2`);
  const tables = (result as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
  // Names come from the catalog; quoting keeps any of them a single identifier.
  for (const table of tables) await db.execute(sql.raw(`vacuum (analyze) "${table.replace(/"/g, '""')}"`));
  return tables;
}

/** Indexes for search when something was inserted (or the index was never built), then settles the tables. */
async function indexAndSettle(db: Database, inserted: number, options: SeedOptions): Promise<number> {
  // Re-index only when something changed, so re-running the seed stays a no-op.
  const written = inserted > 0 || !(await isSearchIndexBuilt(db)) ? inserted + (await indexForSearch(db, options)) : 0;
  if (written > 0) await settle(db, options);
  else await settleIfNeeded(db);
  return written;
}

/** Photos are files: drawn by sharp off the main thread while the database seeds (on PGlite that thread is busy). */
const photosBeside = async (options: SeedOptions): Promise<number> => {
  if (!options.imagesDir) return 0;
  // Issue 25: the CMS pages' campaign art is drawn the same way, after the product photos.
  return (await seedProductPhotos(options.imagesDir, options.log)) + (await seedCampaignArt(options.imagesDir, options.log));
};

/** Returns the number of rows inserted; 0 means the data was already there. */
export async function seedAll(db: Database, options: SeedOptions = {}): Promise<number> {
  const [catalogRows] = await Promise.all([seedCatalog(db, options), photosBeside(options)]);
  // Reviews after the catalogue: they set its rating columns, which the search index then copies.
  const inserted = catalogRows + (await seedReviews(db, options.log)) + (await seedContent(db));
  // Promotions and stores are not searchable: they do not trigger a re-index.
  await seedCart(db);
  const storeRows = await seedStores(db);
  await seedExperiments(db);
  const redirectRows = await seedRedirects(db);
  return (await indexAndSettle(db, inserted, options)) + storeRows + redirectRows;
}

/** Boot-time seeding: only modules whose data is missing, so a large benchmark catalogue is not re-walked on start. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<number> {
  let inserted = 0;
  if (!(await isCatalogSeeded(db))) inserted += (await Promise.all([seedCatalog(db, options), photosBeside(options)]))[0];
  // Rated products without review rows (a fresh catalogue, or one seeded before issue 25) get their reviews.
  inserted += await seedReviews(db, options.log);
  if (!(await isContentSeeded(db))) inserted += await seedContent(db);
  else await seedMerchandisedContentIfMissing(db);
  if (!(await isCartSeeded(db))) await seedCart(db);
  const storeRows = (await isStoresSeeded(db)) ? 0 : await seedStores(db);
  // Inserts nothing when the experiments are there (ON CONFLICT DO NOTHING), and never undoes an operator's change.
  await seedExperiments(db);
  const redirectRows = (await isRedirectsSeeded(db)) ? 0 : await seedRedirects(db);
  return (await indexAndSettle(db, inserted, options)) + storeRows + redirectRows;
}
