/**
 * Proof that a breaking API change fails a remote's typecheck. The server's document is turned into types
 * (`@sf/contracts/api-paths`); here a copy of those types gets two breaking changes, a field renamed in the basket
 * answer and a route moved, and `tsc` checks real remote code (the basket client every remote bundles, the gift-card
 * page's API of mfe-cart-checkout) against it: it must fail and name both, and pass against the real types.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PATHS_FILE = path.join(ROOT, 'packages/contracts/src/api/api-paths.ts');
const REMOTE_CODE = ['packages/api-client/src/basket-client.ts', 'mfe-cart-checkout/src/features/gift-card/gift-card-api.ts'];
const dir = mkdtempSync(path.join(tmpdir(), 'sf-api-break-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function typecheck(pathsFile: string): { ok: boolean; output: string } {
  const config = path.join(dir, `tsconfig-${path.basename(pathsFile, '.ts')}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.json'),
      compilerOptions: { paths: { '@sf/contracts/api-paths': [pathsFile] } },
      files: REMOTE_CODE.map((file) => path.join(ROOT, file)),
    }),
  );
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', config], { encoding: 'utf8' });
  return { ok: run.status === 0, output: run.stdout + run.stderr };
}

it('a renamed answer field and a moved route fail the remote code that uses them', () => {
  const original = readFileSync(PATHS_FILE, 'utf8');
  const broken = original
    .replaceAll('totalItems: number;', 'itemCount: number;')
    .replaceAll('"/api/baskets/{basketId}/gift-cards"', '"/api/baskets/{basketId}/gift-card-lines"');
  expect(broken).not.toBe(original);
  writeFileSync(path.join(dir, 'broken-paths.ts'), broken);

  const before = typecheck(PATHS_FILE);
  expect(before.output).toBe('');
  expect(before.ok).toBe(true);

  const after = typecheck(path.join(dir, 'broken-paths.ts'));
  expect(after.ok).toBe(false);
  expect(after.output).toMatch(/basket-client\.ts\(\d+,\d+\): error TS\d+:[\s\S]*?'totalItems' is missing/);
  expect(after.output).toMatch(/basket-client\.ts\(\d+,\d+\): error TS\d+: .*\/api\/baskets\/\{basketId\}\/gift-cards/);
}, 120_000);
