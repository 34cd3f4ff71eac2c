/**
 * Benchmark catalogues, kept between runs so a rerun does not reseed: PGlite data dirs under .data/bench and
 * PostgreSQL databases named by size (sf_bench_<size>) next to DATABASE_URL or the local 127.0.0.1:5432.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../infra/server/src/db/client';
import { seedAll } from '../infra/server/src/db/seed';
import { backfillDocumentFacets, backfillFacets } from '../infra/server/src/modules/search/index-builder';
import { BRAND_KEYS } from '@sf/remote-contract';

export type BenchDriver = 'pglite' | 'postgres';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function postgresBaseUrl(): string {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

async function ensurePostgresDatabase(name: string): Promise<string> {
  const base = new URL(postgresBaseUrl());
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    // Names are generated below from a number, so quoting is enough.
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return postgresUrl(name);
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresBaseUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const pgliteDir = (size: number) => path.join(repoRoot, '.data', 'bench', `pglite-${size}`);

function postgresUrl(name: string): string {
  const url = new URL(postgresBaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The environment a server process needs to open the same catalogue (open it once with openBenchCatalogue first). */
export function benchCatalogueEnv(driver: BenchDriver, size: number): Record<string, string> {
  return driver === 'pglite' ? { DATABASE_URL: '', DATA_DIR: pgliteDir(size) } : { DATABASE_URL: postgresUrl(`sf_bench_${size}`) };
}

/** Opens (creating and seeding when needed) the catalogue of `size` products for a driver. */
export async function openBenchCatalogue(driver: BenchDriver, size: number, log: (line: string) => void): Promise<DatabaseHandle> {
  const handle =
    driver === 'pglite'
      ? await openDatabase({ driver: 'pglite', dataDir: pgliteDir(size) })
      : await openDatabase({ driver: 'postgres', url: await ensurePostgresDatabase(`sf_bench_${size}`), poolSize: 10 });
  await handle.migrate();
  const perBrand = Math.ceil(size / BRAND_KEYS.length);
  const started = performance.now();
  // seedAll only writes what is missing, so a cached catalogue costs a quick check, not a reseed.
  const count = async (table: string) =>
    ((await handle.db.execute(`select count(*)::int as n from ${table}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  const expected = perBrand * BRAND_KEYS.length;
  if ((await count('catalog_products')) < expected || (await count('search_listing')) < expected) {
    log(`  seeding ${driver} with ${perBrand * BRAND_KEYS.length} products (once; cached for later runs)…`);
    await seedAll(handle.db, { productsPerBrand: perBrand, log: (line) => log(`    ${line}`) });
    log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  // A catalogue indexed by an older search schema gets its new index columns filled from its own index rows (the
  // catalogue is not reseeded); the server would do the same at start, this only says why it takes a while.
  const refreshed = performance.now();
  const filled = (await backfillFacets(handle.db)) + (await backfillDocumentFacets(handle.db));
  if (filled > 0) log(`  search index brought up to date (${filled} rows) in ${((performance.now() - refreshed) / 1000).toFixed(0)} s`);
  return handle;
}
