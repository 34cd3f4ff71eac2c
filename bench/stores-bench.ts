/**
 * Issue 25 figures: nearest-store search p95 over 2,000 stores of one brand in one country, on PGlite and PostgreSQL.
 * A bench database of its own (PGlite under .data/bench/pglite-stores, PostgreSQL sf_bench_stores; migrated, the
 * stores written once from a fixed-seed generator, kept between runs). Each strategy answers the same 300 random
 * points across Great Britain (30 warm-up searches first), ten stores each, nearest first:
 * - scan: no prefilter, every store of the brand and country ordered by the haversine distance in SQL;
 * - box without index: the widening bounding box of nearby.ts with the (brand, latitude) index dropped;
 * - box with index: the same with the index (what the server runs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../infra/server/src/db/client';
import { nearestStores } from '../infra/server/src/modules/stores/nearby';
import type { BenchDriver } from './listing-databases';
import { postgresBaseUrl, postgresReachable } from './listing-databases';
import { formatSelf, sampleSelf, type SelfSample } from './process-stats';

const STORES = 2_000;
const SEARCHES = 300;
const WARM_UP = 30;
const GB = { south: 50.0, north: 58.5, west: -5.5, east: 1.7 };
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** mulberry32: the same stores and points on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function openStoresDatabase(driver: BenchDriver): Promise<DatabaseHandle> {
  if (driver === 'pglite') return openDatabase({ driver: 'pglite', dataDir: path.join(repoRoot, '.data', 'bench', 'pglite-stores') });
  const base = new URL(postgresBaseUrl());
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = 'sf_bench_stores'");
  if (!rowCount) await admin.query('CREATE DATABASE "sf_bench_stores"');
  await admin.end();
  base.pathname = '/sf_bench_stores';
  return openDatabase({ driver: 'postgres', url: base.toString(), poolSize: 4 });
}

async function seedBenchStores(handle: DatabaseHandle): Promise<void> {
  const existing = (await handle.db.execute(sql`select count(*)::int as n from stores where id like 'bench-%'`)) as unknown as { rows: Array<{ n: number }> };
  if ((existing.rows[0]?.n ?? 0) >= STORES) return;
  const next = random(25);
  const hours = JSON.stringify(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, opens: '09:00', closes: '18:00' })));
  for (let start = 0; start < STORES; start += 500) {
    const rows = Array.from({ length: 500 }, (_, offset) => {
      const n = start + offset;
      const latitude = GB.south + next() * (GB.north - GB.south);
      const longitude = GB.west + next() * (GB.east - GB.west);
      return sql`(${`bench-${n}`}, 'northbound', 'GB', ${`Bench ${n}`}, '1 High Street', 'Town', 'AB1 2CD', '+44 20 7946 0000', ${latitude}, ${longitude}, ${hours}::jsonb, '{click-and-collect}', ${n})`;
    });
    await handle.db.execute(
      sql`insert into stores (id, brand, country, name, address_line1, city, postal_code, phone, latitude, longitude, opening_hours, services, position) values ${sql.join(rows, sql`, `)} on conflict do nothing`,
    );
  }
  await handle.db.execute(sql`analyze stores`);
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function time(run: (point: { latitude: number; longitude: number }) => Promise<unknown>): Promise<{ p50: number; p95: number; self: SelfSample }> {
  const next = random(7);
  const point = () => ({ latitude: GB.south + next() * (GB.north - GB.south), longitude: GB.west + next() * (GB.east - GB.west) });
  for (let i = 0; i < WARM_UP; i += 1) await run(point());
  const took: number[] = [];
  const self = sampleSelf();
  for (let i = 0; i < SEARCHES; i += 1) {
    const at = point();
    const started = performance.now();
    await run(at);
    took.push(performance.now() - started);
  }
  return { p50: percentile(took, 50), p95: percentile(took, 95), self: self.stop(SEARCHES) };
}

/** The strategy without a prefilter: every store of the brand and country ordered by distance in SQL. */
const scan = (handle: DatabaseHandle) => (point: { latitude: number; longitude: number }) =>
  handle.db.execute(sql`select id from stores where brand = 'northbound' and country = 'GB'
    order by 2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians(latitude - ${point.latitude}) / 2), 2)
      + cos(radians(${point.latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - ${point.longitude}) / 2), 2)))), id limit 10`);

export interface StoresFigure {
  driver: BenchDriver;
  strategy: string;
  p50: number;
  p95: number;
  self: SelfSample;
}

export async function runStoresBench({ drivers }: { drivers: BenchDriver[] }): Promise<StoresFigure[]> {
  const figures: StoresFigure[] = [];
  for (const driver of drivers) {
    if (driver === 'postgres' && !(await postgresReachable())) {
      console.log('  stores: PostgreSQL not reachable, skipped');
      continue;
    }
    const handle = await openStoresDatabase(driver);
    try {
      await handle.migrate();
      await seedBenchStores(handle);
      const box = (point: { latitude: number; longitude: number }) => nearestStores(handle.db, 'northbound', 'GB', point, 10);
      figures.push({ driver, strategy: 'scan (no prefilter)', ...(await time(scan(handle))) });
      await handle.db.execute(sql`drop index if exists stores_brand_latitude`);
      figures.push({ driver, strategy: 'box, no lat index', ...(await time(box)) });
      await handle.db.execute(sql`create index if not exists stores_brand_latitude on stores using btree (brand, latitude)`);
      await handle.db.execute(sql`analyze stores`);
      figures.push({ driver, strategy: 'box + (brand, latitude) index', ...(await time(box)) });
    } finally {
      await handle.close();
    }
  }
  return figures;
}

export function printStoresTable(figures: readonly StoresFigure[]): void {
  console.log(`\nNearest-store search, ${STORES} stores in one brand and country, 10 nearest, ${SEARCHES} points (ms)`);
  console.log('driver    strategy                          p50      p95   bench process (PGlite in it; not the PostgreSQL server)');
  for (const figure of figures) {
    console.log(
      `${figure.driver.padEnd(10)}${figure.strategy.padEnd(34)}${figure.p50.toFixed(2).padStart(6)}  ${figure.p95.toFixed(2).padStart(7)}   ${formatSelf(figure.self)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printStoresTable(await runStoresBench({ drivers: ['pglite', 'postgres'] }));
