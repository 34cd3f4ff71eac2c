import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName } from '@sf/remote-contract';
import { REMOTE_FOLDERS } from '@sf/remote-contract/remote-modules';

/** infra/server itself, resolved from this file so the server behaves the same whatever the cwd is. */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The monorepo root: the shell, the remotes (mfe-...) and .data live here. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** Where the server finds the front-end builds; tests point this at a temporary folder. */
export interface AppPaths {
  repoRoot: string;
}

export function defaultDataDir(repoRoot: string = REPO_ROOT): string {
  return path.join(repoRoot, '.data', 'pglite');
}

/** DATA_DIR when set (a relative value counts from the repo root, like the default), else <repo>/.data/pglite. */
export function resolveDataDir(dataDir: string | undefined, repoRoot: string = REPO_ROOT): string {
  return dataDir ? path.resolve(repoRoot, dataDir) : defaultDataDir(repoRoot);
}

/** IMAGES_DIR when set (relative to the repo root), else <repo>/.data/images: photo originals and their variants. */
export function resolveImagesDir(imagesDir: string | undefined, repoRoot: string = REPO_ROOT): string {
  return path.resolve(repoRoot, imagesDir ?? path.join('.data', 'images'));
}

export const shellDir = (paths: AppPaths): string => path.join(paths.repoRoot, 'shell');
export const shellDist = (paths: AppPaths): string => path.join(shellDir(paths), 'dist');
export const remoteDir = (paths: AppPaths, name: RemoteName): string => path.join(paths.repoRoot, REMOTE_FOLDERS[name]);
export const remoteDist = (paths: AppPaths, name: RemoteName): string => path.join(remoteDir(paths, name), 'dist');
