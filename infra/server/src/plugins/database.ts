/**
 * Opens the database (unless one is injected, as tests do), applies migrations and seeds empty modules before any
 * route runs, and closes it with the app. Decorates `fastify.database`.
 */
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/client';
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
    if (!options.handle) app.addHook('onClose', () => handle.close());
    const inserted = await handle.exclusively(async () => {
      await handle.migrate();
      return seedIfEmpty(handle.db, { imagesDir: resolveImagesDir(app.config.IMAGES_DIR, app.paths.repoRoot) });
    });
    if (inserted > 0) app.log.info(`seeded ${inserted} demo rows`);
    app.decorate('database', handle);
  },
  { name: 'database', dependencies: ['config'] },
);
