/**
 * The browser's API types (`packages/contracts/src/api/api-paths.ts`) match what the server publishes. A route or
 * schema change without regenerating fails here; regenerating then fails the typecheck of every remote whose calls
 * no longer fit. `npm run api:types -w @sf/server` (UPDATE_API_TYPES=1) rewrites the file instead of comparing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { createTestDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';
import { renderApiPaths } from './openapi-types';

const API_PATHS_FILE = path.join(REPO_ROOT, 'packages/contracts/src/api/api-paths.ts');

it('the generated API paths are those of the published OpenAPI document', async () => {
  const database = await createTestDatabase('pglite');
  const handle = await database.open();
  const app = await buildTestApp({ database: handle });
  try {
    const rendered = await renderApiPaths(JSON.parse((await app.inject({ url: '/api/openapi.json' })).body));
    if (process.env.UPDATE_API_TYPES === '1') writeFileSync(API_PATHS_FILE, rendered);
    expect(readFileSync(API_PATHS_FILE, 'utf8'), 'stale: run `npm run api:types -w @sf/server`').toBe(rendered);
  } finally {
    await app.close();
    await handle.close();
    await database.dispose();
  }
}, 60_000);
