/**
 * What a pull request's CI runs (issue 26):
 *   node --import tsx infra/server/src/deploy/preview-pull-request.ts --pr 123 --remote mfe-catalog [--remote …]
 *     [--no-build] [--dist <folder>] [--ttl-hours 72] [--server <url>]
 * Builds each changed remote, publishes it as a release (not promoted), creates the preview pr-<n> of those
 * releases on top of production and prints its signed link and its preview host.
 */
import type { CreatedPreview } from '@sf/contracts';
import { api, parseArguments, publishRemote, signIn } from './deploy-client';

const argv = process.argv.slice(2);
const args = parseArguments(argv);
const remotes = argv.flatMap((argument, index) => (argument === '--remote' && argv[index + 1] ? [argv[index + 1] ?? ''] : []));
const text = (key: string): string | undefined => {
  const value = args.get(key);
  return typeof value === 'string' ? value : undefined;
};
const server = (text('server') ?? process.env.DEPLOY_SERVER_URL ?? process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const pullRequest = Number(text('pr'));

try {
  if (!Number.isInteger(pullRequest) || pullRequest < 1) throw new Error('--pr <pull request number> is required');
  if (!remotes.length) throw new Error('--remote <folder> is required (once per changed remote)');
  const cookie = await signIn(server);
  const dist = text('dist');
  const releaseIds: string[] = [];
  for (const remote of remotes) {
    const { release } = await publishRemote({ remote, build: !args.has('no-build'), server, ...(dist && remotes.length === 1 ? { dist } : {}) }, cookie);
    console.log(`published ${release.remote}@${release.version} build ${release.buildId} (release ${release.id})`);
    releaseIds.push(release.id);
  }
  const preview = await api<CreatedPreview>(server, cookie, 'POST', '/fapi/internal/previews', {
    pullRequest,
    releaseIds,
    ttlHours: Number(text('ttl-hours') ?? 72),
  });
  console.log(`preview ${preview.name} until ${preview.expiresAt}`);
  console.log(`  link: ${preview.link}`);
  console.log(`  host: ${preview.hostLink}`);
} catch (error) {
  console.error(`preview failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
