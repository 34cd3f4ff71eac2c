/** The published OpenAPI document passes Redocly's recommended rules (redocly.yaml at the repository root), warnings included. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { createTestDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';

it('Redocly finds no error and no warning in the published OpenAPI document', async () => {
  const database = await createTestDatabase('pglite');
  const handle = await database.open();
  const app = await buildTestApp({ database: handle });
  const context = { app };
  // Inside the repository, where .redocly.lint-ignore.yaml names it.
  const dir = path.join(REPO_ROOT, '.data/openapi-lint');
  mkdirSync(dir, { recursive: true });
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, (await context.app.inject({ url: '/api/openapi.json' })).body);
    const run = spawnSync('npx', ['redocly', 'lint', file, '--config', path.join(REPO_ROOT, 'redocly.yaml'), '--format=json'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    const problems = (
      JSON.parse(run.stdout) as {
        problems: Array<{ ruleId: string; severity: string; message: string; ignored?: boolean; location: Array<{ pointer: string }> }>;
      }
    ).problems.filter((problem) => !problem.ignored);
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
    // Every operation has an operationId, unique across the document.
    const document = JSON.parse((await context.app.inject({ url: '/api/openapi.json' })).body) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await app.close();
    await handle.close();
    await database.dispose();
  }
}, 60_000);
