/**
 * One database handle for two drivers: embedded PGlite (on disk by default, so a laptop needs nothing installed) and
 * real PostgreSQL through `pg` when DATABASE_URL is set. Both drizzle drivers share pg-core tables, so modules only
 * see `Database` and never know which one runs.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';

export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** Longest wait for a pooled PostgreSQL connection. */
export const CONNECTION_WAIT_MS = 10_000;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed drizzle-kit migrations (idempotent: drizzle records what ran). */
  migrate(): Promise<void>;
  /** Round trip used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, used as the seeded template of the test suite. */
  dumpDataDir?: () => Promise<Blob>;
}

export type DatabaseOptions =
  /** queryTimeoutMs: the longest a query may take (the app's pool; bulk seeding passes none). */
  | { driver: 'postgres'; url: string; poolSize?: number; queryTimeoutMs?: number }
  /** No dataDir: in memory. `template` is a dumpDataDir() tarball to start from (fast test databases). */
  | { driver: 'pglite'; dataDir?: string; template?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.driver === 'postgres' ? openPostgres(options.url, options.poolSize, options.queryTimeoutMs) : openPglite(options.dataDir, options.template);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(template ? { loadDataDir: template } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite({ client });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize = 10, queryTimeoutMs?: number): Promise<DatabaseHandle> {
  // A stopped or restarting server refuses connections at once (a 503 upstream, and the pool reconnects by itself
  // afterwards); the wait bounds a blackholed network and a saturated pool. It is generous because under a burst
  // (the checkout bench's 50 shoppers) waiting for a free connection takes seconds, and a checkout that waited is
  // better than one refused mid-way.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
    ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}),
  });
  // An idle pooled connection can be killed under us (server restart, failover, DROP DATABASE … FORCE). pg reports
  // that as an 'error' event on the pool; unhandled, it would crash the process. The pool drops that client and
  // the next query opens a new one, so logging is all there is to do.
  pool.on('error', (error) => console.error(`[database] idle PostgreSQL connection lost: ${error.message}`));
  // Fail at boot, with the driver's own message, rather than on the first request.
  await pool.query('select 1');
  const db = drizzlePostgres({ client: pool });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}
