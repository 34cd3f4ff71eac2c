/**
 * Issue 26 figures: publishing a catalogue release (read the build, content hash, upload to the directory artefact
 * store, register) and the time from its promote to the first page the server answers with it (the registry in the
 * page's state names the release), on the real server without a restart. Each round publishes a copy of
 * mfe-catalog/dist with one harmless string changed, so every round is a new release.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReleaseActionResult } from '@sf/contracts';
import { api, publishRemote, signIn } from '../infra/server/src/deploy/deploy-client';
import { startStorefront } from './start-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = '/c/men';

export interface ReleaseFigures {
  rounds: { files: number; publishMs: number; uploadMs: number; promoteToPageMs: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runReleasesBench({ rounds = 3, port = 3987 } = {}): Promise<ReleaseFigures> {
  const artefacts = mkdtempSync(path.join(os.tmpdir(), 'sf-bench-artefacts-'));
  const copy = mkdtempSync(path.join(os.tmpdir(), 'sf-bench-catalog-'));
  process.env.ARTEFACT_DIR = artefacts;
  // Test environment: the demo operator exists (production has none) and the HTML cache is on, as on production.
  const server = await startStorefront(port, { APP_ENV: 'test', ARTEFACT_DIR: artefacts });
  const figures: ReleaseFigures = { rounds: [] };
  try {
    const cookie = await signIn(server.url);
    await fetch(`${server.url}${PAGE}`);
    for (let round = 0; round < rounds; round += 1) {
      rmSync(copy, { recursive: true, force: true });
      cpSync(path.join(repoRoot, 'mfe-catalog', 'dist'), copy, { recursive: true });
      const entry = path.join(copy, 'remoteEntry.js');
      writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n/* bench release ${Date.now()}-${round} */\n`);
      const published = await publishRemote({ remote: 'mfe-catalog', dist: copy, build: false, server: server.url }, cookie);
      const promoted = performance.now();
      await api<ReleaseActionResult>(server.url, cookie, 'POST', `/fapi/internal/releases/${published.release.id}/promote`);
      let seen = false;
      while (!seen && performance.now() - promoted < 30_000) {
        const html = await (await fetch(`${server.url}${PAGE}`)).text();
        seen = html.includes(published.release.manifestUrl);
      }
      figures.rounds.push({
        files: published.files,
        publishMs: published.totalMs,
        uploadMs: published.uploadMs,
        promoteToPageMs: seen ? performance.now() - promoted : Number.NaN,
      });
    }
  } finally {
    await server.stop();
    rmSync(artefacts, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  }
  return figures;
}

export function printReleasesFigures(figures: ReleaseFigures): void {
  console.log('\nReleases (issue 26): mfe-catalog, directory artefact store, the real server');
  console.log('round  files  publish ms  (upload ms)  promote → first page with the release, ms');
  figures.rounds.forEach((round, index) => {
    console.log(
      `${String(index + 1).padStart(5)}  ${String(round.files).padStart(5)}  ${round.publishMs.toFixed(0).padStart(10)}  ${round.uploadMs.toFixed(0).padStart(11)}  ${round.promoteToPageMs.toFixed(0).padStart(8)}`,
    );
  });
  console.log(
    `median publish ${median(figures.rounds.map((r) => r.publishMs)).toFixed(0)} ms, promote → page ${median(figures.rounds.map((r) => r.promoteToPageMs)).toFixed(0)} ms`,
  );
}
