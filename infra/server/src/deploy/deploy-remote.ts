/**
 * `npm run deploy -w mfe-catalog [-- --promote] [--no-build] [--dist <folder>] [--server <url>]`
 *
 * Publishes one remote as an immutable release: builds it (unless --no-build), uploads its files under their content
 * hash to the artefact store (ARTEFACT_DIR or ARTEFACT_S3_*), registers the release with the storefront
 * (DEPLOY_SERVER_URL, default PUBLIC_URL or http://localhost:3000) and, with --promote, makes it live at once.
 * Run from a remote's folder (npm -w does that) or with --remote.
 */
import path from 'node:path';
import type { ReleaseActionResult } from '@sf/contracts';
import { api, parseArguments, publishRemote, signIn } from './deploy-client';

const args = parseArguments(process.argv.slice(2));
const text = (key: string): string | undefined => {
  const value = args.get(key);
  return typeof value === 'string' ? value : undefined;
};
const server = (text('server') ?? process.env.DEPLOY_SERVER_URL ?? process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const remote = text('remote') ?? path.basename(process.cwd());

try {
  const cookie = await signIn(server);
  const dist = text('dist');
  const published = await publishRemote({ remote, build: !args.has('no-build'), server, ...(dist ? { dist } : {}) }, cookie);
  const { release } = published;
  console.log(
    `published ${release.remote}@${release.version} build ${release.buildId} (${published.files} files, upload ${Math.round(published.uploadMs)} ms)`,
  );
  console.log(`  release ${release.id}  manifest ${release.manifestUrl}`);
  if (args.has('promote')) {
    const promoted = await api<ReleaseActionResult>(server, cookie, 'POST', `/fapi/internal/releases/${release.id}/promote`);
    console.log(`promoted: ${promoted.remote} now serves ${release.buildId}; pages see build ${promoted.buildId} on their next navigation`);
  } else {
    console.log(`promote with: curl -X POST ${server}/fapi/internal/releases/${release.id}/promote (as an admin operator), or on /healthcheck/releases`);
  }
} catch (error) {
  console.error(`deploy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
