/** The real front-end builds (shell server bundle, remotes' Node entries) copied into a repo fixture, for SSR tests. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentState } from '@sf/contracts';
import { REPO_ROOT } from '../paths';
import type { FastifyInstance } from 'fastify';
import type { EnvSource } from '../env';
import { createTestDatabase } from './databases';
import { buildTestApp, createRepoFixture, type TestAppOptions } from './test-app';

const BUILT_FILES = [
  'shell/dist/index.html',
  'shell/dist/server/render-page.js',
  'mfe-catalog/dist/server/remoteEntry.js',
  'mfe-content-help/dist/server/remoteEntry.js',
  'mfe-cart-checkout/dist/server/remoteEntry.js',
];
export const built = BUILT_FILES.every((file) => existsSync(path.join(REPO_ROOT, file)));

export function fixtureFromBuild(extra: Record<string, string> = {}) {
  const files: Record<string, string> = { ...extra };
  for (const file of BUILT_FILES) files[file] = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  for (const app of ['mfe-catalog', 'mfe-content-help', 'mfe-cart-checkout']) files[`${app}/package.json`] = JSON.stringify({ version: '4.5.6' });
  return createRepoFixture(files);
}

export function stateOf(html: string): DocumentState {
  const json = /<script id="sf-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no sf-state script in document');
  return JSON.parse(json) as DocumentState;
}

export const rootOf = (html: string) => /<div id="root">(.*)<\/div>\s*<script id="sf-state"/s.exec(html)?.[1] ?? '';

/**
 * A seeded PGlite database and apps on the built fixture (SSR budget raised: a cold remote on a loaded test machine
 * is not what these tests are about). `close` stops every app, the database and the fixture.
 */
export async function openSsrSetup(extra: Record<string, string> = {}) {
  const fixture = fixtureFromBuild(extra);
  const database = await createTestDatabase('pglite');
  const handle = await database.open();
  const apps: FastifyInstance[] = [];
  return {
    async app(env: EnvSource = {}, logger?: TestAppOptions['logger']): Promise<FastifyInstance> {
      const app = await buildTestApp({ database: handle, repoRoot: fixture.root, env: { SSR_SLOT_BUDGET_MS: '20000', ...env }, ...(logger ? { logger } : {}) });
      apps.push(app);
      return app;
    },
    async close(): Promise<void> {
      for (const app of apps) await app.close();
      await handle.close();
      await database.dispose();
      fixture.cleanup();
    },
  };
}

/**
 * The `x-html-cache` state `url` reaches on `app` within `ms` (polling every 20 ms), or the last one seen: how the
 * cache tests watch a change published on one instance take a page out of another's cache.
 */
export async function cacheStateWithin(
  app: { inject(options: { url: string }): Promise<{ headers: Record<string, unknown> }> },
  url: string,
  wanted: string,
  ms: number,
): Promise<string> {
  const deadline = Date.now() + ms;
  let state = '';
  while (state !== wanted && Date.now() < deadline) {
    state = String((await app.inject({ url })).headers['x-html-cache']);
    if (state !== wanted) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return state;
}
