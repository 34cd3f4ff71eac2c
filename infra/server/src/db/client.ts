/**
 * One database handle for two databases: embedded PGlite (on disk by default, so a laptop needs nothing installed)
 * and real PostgreSQL when DATABASE_URL is set. Both are reached the same way, through a `pg` pool and drizzle's
 * node-postgres driver: PGlite runs in its own worker thread and speaks the wire protocol on a private socket
 * (pglite-worker.ts), so its WebAssembly never runs on the server's event loop. Modules only see `Database`.
 */
import { mkdirSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { startPgliteWorker } from './pglite-worker';

export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** Longest wait for a pooled connection (PostgreSQL, or the PGlite worker behind its single connection). */
export const CONNECTION_WAIT_MS = 10_000;

/** The advisory lock under which an instance does its start-up database work (migrations, seeds of every module). */
export const BOOT_LOCK = 'storefront:boot';

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
  /**
   * PostgreSQL only (a PGlite directory has one process): takes the session-level advisory lock `key` on a connection
   * of its own, waiting while another process holds it, and resolves with its release (idempotent).
   */
  holdLock?: (key: string) => Promise<() => Promise<void>>;
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
  const worker = await startPgliteWorker({ ...(dataDir ? { dataDir } : {}), ...(template ? { template } : {}) });
  try {
    const pool = await openPool('PGlite', {
      host: worker.socketDir,
      user: 'postgres',
      database: 'postgres',
      // PGlite executes one statement at a time and its socket server serves one client correctly (see
      // pglite-server.ts): one connection, kept open (a replacement racing the old one's detach would be refused),
      // and not keeping the process alive while idle, like the in-thread PGlite before it.
      max: 1,
      idleTimeoutMillis: 0,
      allowExitOnIdle: true,
    });
    return {
      ...handleOn(pool, 'pglite'),
      close: async () => {
        await pool.end();
        await worker.stop();
      },
      dumpDataDir: () => worker.dump(),
    };
  } catch (error) {
    await worker.stop();
    throw error;
  }
}

async function openPostgres(url: string, poolSize = 10, queryTimeoutMs?: number): Promise<DatabaseHandle> {
  // A stopped or restarting server refuses connections at once (a 503 upstream, and the pool reconnects by itself
  // afterwards); the wait bounds a blackholed network and a saturated pool. It is generous: under a burst a checkout
  // that waited for a connection is better than one refused mid-way.
  const pool = await openPool('PostgreSQL', { connectionString: url, max: poolSize, ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}) });
  return { ...handleOn(pool, 'postgres'), holdLock: (key) => holdSessionLock(pool, key), close: () => pool.end() };
}

/** Polls pg_try_advisory_lock rather than waiting in pg_advisory_lock, which the pool's query timeout would cut. */
async function holdSessionLock(pool: pg.Pool, key: string): Promise<() => Promise<void>> {
  const client = await pool.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [key]);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    try {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
      client.release();
    } catch (error) {
      // Closing the connection ends its session, and the lock with it.
      client.release(error instanceof Error ? error : true);
    }
  };
}

async function openPool(label: string, config: pg.PoolConfig): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionTimeoutMillis: CONNECTION_WAIT_MS, ...config });
  // An idle pooled connection can be killed under us (server restart, failover, DROP DATABASE … FORCE). pg reports
  // that as an 'error' event on the pool; unhandled, it would crash the process. The pool drops that client and
  // the next query opens a new one, so logging is all there is to do.
  pool.on('error', (error) => console.error(`[database] idle ${label} connection lost: ${error.message}`));
  // Fail at boot, with the driver's own message, rather than on the first request.
  await pool.query('select 1');
  return pool;
}

function handleOn(pool: pg.Pool, driver: DatabaseDriver): Omit<DatabaseHandle, 'close'> {
  const db = drizzle({ client: pool });
  return {
    db,
    driver,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await pool.query('select 1')),
  };
}
