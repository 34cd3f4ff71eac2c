/** Builds the app for tests: quiet, APP_ENV=test, env and paths injected instead of read from the process. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { parseEnv, type Env, type EnvSource } from '../env';
import type { CustomerResolver } from '../plugins/customer';

export interface TestAppOptions {
  database: DatabaseHandle;
  /** Raw variables, validated like the real environment. */
  env?: EnvSource;
  repoRoot?: string;
  /** Who is signed in on a request (the app's default is nobody). */
  resolveCustomer?: CustomerResolver;
  /** Replaces the silent test logger (a test that reads what was logged). */
  logger?: FastifyServerOptions['logger'];
  /** The chat's clock for business hours. */
  chatNow?: () => Date;
}

export function testEnv(overrides: EnvSource = {}): Env {
  return parseEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}

export async function buildTestApp(options: TestAppOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    env: testEnv(options.env),
    database: options.database,
    ...(options.repoRoot ? { paths: { repoRoot: options.repoRoot } } : {}),
    ...(options.resolveCustomer ? { resolveCustomer: options.resolveCustomer } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.chatNow ? { chatNow: options.chatNow } : {}),
  });
  await app.ready();
  return app;
}

/** A throwaway monorepo layout (shell/dist, mfe-*) with the given files, for edge and registry tests. */
export function createRepoFixture(files: Record<string, string>): { root: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'sf-test-repo-'));
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
