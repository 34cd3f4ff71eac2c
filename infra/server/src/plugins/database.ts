/**
 * Opens the database (unless one is injected, as tests do), applies migrations and seeds empty modules before any
 * route runs, and closes it with the app. Decorates `fastify.database`.
 */
import fp from 'fastify-plugin';
import { BOOT_LOCK, openDatabase, type DatabaseHandle } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { resolveDataDir, resolveImagesDir } from '../paths';

/** A request's query never runs longer than this (the first start's seeding queries take a few seconds at most). */
const QUERY_TIMEOUT_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  /** An already open database; the app then leaves closing it to the caller. */
  handle?: DatabaseHandle;
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const { DATABASE_URL, DATA_DIR } = app.config;
    const handle =
      options.handle ??
      (await openDatabase(
        DATABASE_URL
          ? { driver: 'postgres', url: DATABASE_URL, queryTimeoutMs: QUERY_TIMEOUT_MS }
          : { driver: 'pglite', dataDir: resolveDataDir(DATA_DIR, app.paths.repoRoot) },
      ));
    // Instances started together on one PostgreSQL (a deploy, a scale-out) would otherwise run the same migrations
    // and insert the same seed rows at once, and all but one crash on unique keys. One at a time instead: the lock is
    // held until every module has registered (their seeds run then), and a later instance finds the work done.
    let releaseBootLock = async () => {};
    if (!options.handle) {
      app.addHook('onClose', async () => {
        await releaseBootLock();
        await handle.close();
      });
      if (handle.holdLock) {
        releaseBootLock = await handle.holdLock(BOOT_LOCK);
        app.addHook('onReady', releaseBootLock);
      }
    }
    await handle.migrate();
    const inserted = await seedIfEmpty(handle.db, { imagesDir: resolveImagesDir(app.config.IMAGES_DIR, app.paths.repoRoot) });
    if (inserted > 0) app.log.info(`seeded ${inserted} demo rows`);
    app.decorate('database', handle);
  },
  { name: 'database', dependencies: ['config'] },
);
