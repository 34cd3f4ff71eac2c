/**
 * Test databases for every available driver: PGlite always, PostgreSQL when TEST_DATABASE_URL / DATABASE_URL is set.
 * Each test file gets its own throwaway copy of the seeded template (see global-setup.ts) and drops it afterwards.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { createDatabase, dropDatabase, randomDatabaseName } from './postgres-admin';
import { buildTestApp, type TestAppOptions } from './test-app';

export type TestDriver = 'pglite' | 'postgres';

export interface TestDatabase {
  driver: TestDriver;
  /** A new handle on the same database; close the previous one first (an on-disk PGlite allows one opener). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export function availableDrivers(): TestDriver[] {
  return inject('postgres') ? ['pglite', 'postgres'] : ['pglite'];
}

/** `empty`: no migrations, no data (for the migration and seed tests); otherwise a copy of the seeded template. */
export async function createTestDatabase(driver: TestDriver, options: { empty?: boolean } = {}): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-test-pglite-'));
    let opened = false;
    return {
      driver,
      async open() {
        const template = opened || options.empty ? undefined : new Blob([readFileSync(inject('pgliteTemplate'))]);
        opened = true;
        return openDatabase({ driver: 'pglite', dataDir: dir, ...(template ? { template } : {}) });
      },
      async dispose() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const postgres = inject('postgres');
  if (!postgres) throw new Error('No test PostgreSQL configured (set TEST_DATABASE_URL)');
  const name = randomDatabaseName('sf_test');
  const url = await createDatabase(postgres.baseUrl, name, options.empty ? undefined : postgres.template);
  return {
    driver,
    open: () => openDatabase({ driver: 'postgres', url, poolSize: 4 }),
    dispose: () => dropDatabase(postgres.baseUrl, name),
  };
}

export interface AppContext {
  readonly driver: TestDriver;
  readonly app: FastifyInstance;
  readonly db: Database;
  /** The open handle, to build further apps on the same database (e.g. with other env or paths). */
  readonly database: DatabaseHandle;
  /** Closes the app and its database connection, then opens both again: what a server restart does. */
  restart(): Promise<FastifyInstance>;
}

/** Runs `define` once per available driver, each against a fresh seeded database and an app built on it. */
export function describeDatabases(name: string, define: (context: AppContext) => void, options: Omit<TestAppOptions, 'database'> = {}): void {
  for (const driver of availableDrivers()) {
    describe(`${name} [${driver}]`, () => {
      let database: TestDatabase | undefined;
      let handle: DatabaseHandle | undefined;
      let app: FastifyInstance | undefined;
      const required = <T>(value: T | undefined, what: string): T => {
        if (value === undefined) throw new Error(`${what} is not ready (beforeAll failed?)`);
        return value;
      };

      beforeAll(async () => {
        database = await createTestDatabase(driver);
        handle = await database.open();
        app = await buildTestApp({ ...options, database: handle });
      });
      afterAll(async () => {
        await app?.close();
        await handle?.close();
        await database?.dispose();
      });

      define({
        driver,
        get app() {
          return required(app, 'app');
        },
        get db() {
          return required(handle, 'database').db;
        },
        get database() {
          return required(handle, 'database');
        },
        async restart() {
          await required(app, 'app').close();
          await required(handle, 'database').close();
          handle = await required(database, 'test database').open();
          app = await buildTestApp({ ...options, database: handle });
          return app;
        },
      });
    });
  }
}
