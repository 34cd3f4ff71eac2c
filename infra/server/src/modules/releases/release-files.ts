/**
 * A remote's build folder as a release (issue 26): its files, the content hash that names it, and the upload of
 * those files to the artefact store. Used by the deploy command and the tests; the server only reads releases.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseKeyPrefix, type ArtefactStore } from './artefact-store';

export interface ReleaseFile {
  /** Relative to the build folder, with forward slashes. */
  path: string;
  body: Buffer;
}

async function walk(root: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      return entry.isDirectory() ? walk(root, child) : Promise.resolve(entry.isFile() ? [child] : []);
    }),
  );
  return nested.flat();
}

/** Every file of the build, sorted by path (source maps and the budget report stay out of a release). */
export async function readBuildFolder(dist: string): Promise<ReleaseFile[]> {
  const paths = (await walk(dist)).filter((file) => !file.endsWith('.map') && !file.endsWith('.LICENSE.txt')).sort();
  return Promise.all(paths.map(async (file) => ({ path: file, body: await readFile(path.join(dist, ...file.split('/'))) })));
}

/** sha256 over paths and bytes, 16 hex digits: the same build always gets the same id, any change a new one. */
export function contentHash(files: readonly ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.path).update('\0').update(String(file.body.length)).update('\0').update(file.body);
  }
  return hash.digest('hex').slice(0, 16);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.d.ts': 'text/plain; charset=utf-8',
};

export const contentTypeOf = (file: string): string => TYPES[path.extname(file)] ?? 'application/octet-stream';

/**
 * Uploads the files under the release's prefix, the manifest last: a release whose manifest is there is complete,
 * so a reader never sees half a release. Returns the number of files written.
 */
export async function uploadRelease(store: ArtefactStore, folder: string, buildId: string, files: readonly ReleaseFile[]): Promise<number> {
  const prefix = releaseKeyPrefix(folder, buildId);
  const isManifest = (file: ReleaseFile) => file.path === 'mf-manifest.json';
  const rest = files.filter((file) => !isManifest(file));
  // A few at a time: enough to hide latency to object storage, not so many that a 2-core runner stalls.
  for (let index = 0; index < rest.length; index += 8) {
    await Promise.all(rest.slice(index, index + 8).map((file) => store.put(`${prefix}/${file.path}`, file.body, contentTypeOf(file.path))));
  }
  for (const file of files.filter(isManifest)) await store.put(`${prefix}/${file.path}`, file.body, contentTypeOf(file.path));
  return files.length;
}
