/**
 * What the deploy commands share (issue 26): reading a remote's build, uploading it to the artefact store and
 * talking to the storefront's internal release API as an operator (DEPLOY_OPERATOR_EMAIL / _PASSWORD; outside
 * production the demo operator).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@sf/remote-contract';
import { REMOTE_FOLDERS, REMOTE_NAMES } from '@sf/remote-contract/remote-modules';
import type { Release } from '@sf/contracts';
import type { ContractUse } from '@sf/remote-contract/contract-check';
import { ArtefactEnvSchema } from '../env';
import { REPO_ROOT } from '../paths';
import { openArtefactStore } from '../modules/releases/artefact-store';
import { contentHash, readBuildFolder, uploadRelease } from '../modules/releases/release-files';
import { DEMO_OPERATOR } from '../modules/operators/service';

export interface DeployOptions {
  /** The remote's folder (mfe-catalog) or name (mfe_catalog). */
  remote: string;
  /** The build to publish; default <remote>/dist. */
  dist?: string;
  /** Run the remote's build first. */
  build: boolean;
  server: string;
}

export function remoteNameOf(value: string): RemoteName {
  const byFolder = REMOTE_NAMES.find((name) => REMOTE_FOLDERS[name] === value);
  const name = byFolder ?? REMOTE_NAMES.find((candidate) => candidate === value);
  if (!name) throw new Error(`unknown remote "${value}": one of ${REMOTE_NAMES.map((candidate) => REMOTE_FOLDERS[candidate]).join(', ')}`);
  return name;
}

/** Signs in to the storefront's operator API and returns the cookie header. */
export async function signIn(server: string): Promise<string> {
  const email = process.env.DEPLOY_OPERATOR_EMAIL ?? DEMO_OPERATOR.email;
  const password = process.env.DEPLOY_OPERATOR_PASSWORD ?? DEMO_OPERATOR.password;
  const answer = await fetch(`${server}/api/operator/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('sf_operator='));
  if (answer.status !== 204 || !cookie) throw new Error(`operator sign-in at ${server} failed: ${answer.status} ${await answer.text()}`);
  return cookie.split(';')[0] ?? '';
}

/** The server's error message (`{ statusCode, error, message }`) as an operator reads it; else the raw answer. */
function errorMessageOf(text: string): string {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return typeof message === 'string' ? message : text;
  } catch {
    return text;
  }
}

export async function api<T>(server: string, cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${server}${url}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${errorMessageOf(text)}`);
  return (text ? JSON.parse(text) : null) as T;
}

export interface Published {
  release: Release;
  files: number;
  uploadMs: number;
  totalMs: number;
}

/** Builds (optionally), uploads and registers one remote's release. Publishing the same build twice is a no-op. */
export async function publishRemote(options: DeployOptions, cookie?: string): Promise<Published> {
  const started = performance.now();
  const name = remoteNameOf(options.remote);
  const folder = REMOTE_FOLDERS[name];
  const remoteDir = path.join(REPO_ROOT, folder);
  if (options.build) execFileSync('npm', ['run', 'build', '-w', folder], { cwd: REPO_ROOT, stdio: 'inherit' });
  const dist = path.resolve(options.dist ?? path.join(remoteDir, 'dist'));
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`no build at ${dist} (mf-manifest.json missing): build the remote first`);
  const files = await readBuildFolder(dist);
  const buildId = contentHash(files);
  const store = openArtefactStore(ArtefactEnvSchema.parse(process.env), REPO_ROOT);
  const uploadStarted = performance.now();
  await uploadRelease(store, folder, buildId, files);
  const uploadMs = performance.now() - uploadStarted;
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { exposes?: { path?: string }[] };
  const pkg = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as { version?: string; storefront?: { dialogs?: unknown } };
  // What the build recorded of the remote contract it was built against (build-config's ContractManifestPlugin).
  if (!existsSync(path.join(dist, 'contract.json'))) throw new Error(`no contract.json in ${dist}: rebuild the remote with this repository's build config`);
  const contract = JSON.parse(readFileSync(path.join(dist, 'contract.json'), 'utf8')) as ContractUse;
  const buildInfo = existsSync(path.join(dist, 'build-info.json'))
    ? (JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8')) as { dialogs?: unknown })
    : {};
  const session = cookie ?? (await signIn(options.server));
  const release = await api<Release>(options.server, session, 'POST', '/fapi/internal/releases', {
    remote: name,
    version: pkg.version ?? '0.0.0',
    buildId,
    exposes: (manifest.exposes ?? []).flatMap((expose) => (expose.path ? [expose.path] : [])),
    contract,
    dialogs: buildInfo.dialogs ?? pkg.storefront?.dialogs ?? [],
    serverEntry: files.some((file) => file.path === 'server/remoteEntry.js'),
  });
  return { release, files: files.length, uploadMs, totalMs: performance.now() - started };
}

/** --name value and --flag arguments. */
export function parseArguments(argv: readonly string[]): Map<string, string | true> {
  const parsed = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (!argument.startsWith('--')) continue;
    const [key = '', inline] = argument.slice(2).split('=', 2);
    const next = argv[index + 1];
    if (inline !== undefined) parsed.set(key, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      parsed.set(key, next);
      index += 1;
    } else parsed.set(key, true);
  }
  return parsed;
}
