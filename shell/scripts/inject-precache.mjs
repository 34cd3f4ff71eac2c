/**
 * Issue 26: writes shell/dist/sw-emea.js, the service worker the shell's rspack build compiled
 * (dist/service-worker/sw-emea.js), with the precache list of this build injected by workbox-build: the shell's
 * first-load files (dist/first-load.json) and each remote's entry (remoteEntry.js, mf-manifest.json), under the URLs
 * the server serves them at (/static/shell/, /remotes/<folder>/). Runs after every app is built (`npm run build`).
 * Also writes dist/sw-precache.json (files and bytes) for `npm run bench`.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(shellDir, '..');
const dist = path.join(shellDir, 'dist');
const swSrc = path.join(dist, 'service-worker', 'sw-emea.js');
if (!existsSync(swSrc)) throw new Error(`inject-precache: ${path.relative(repoRoot, swSrc)} is missing: build the shell first`);

const remoteFolders = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces.filter((folder) => folder.startsWith('mfe-'));
const firstLoad = JSON.parse(readFileSync(path.join(dist, 'first-load.json'), 'utf8')).files;
const patterns = [
  ...firstLoad.map((file) => `shell/dist/${file}`),
  ...remoteFolders.flatMap((folder) => [`${folder}/dist/remoteEntry.js`, `${folder}/dist/mf-manifest.json`]),
];
const missing = patterns.filter((file) => !existsSync(path.join(repoRoot, file)));
if (missing.length) throw new Error(`inject-precache: not built yet: ${missing.join(', ')}`);

const urlPrefixes = Object.fromEntries([['shell/dist/', '/static/shell/'], ...remoteFolders.map((folder) => [`${folder}/dist/`, `/remotes/${folder}/`])]);
const urlOf = (file) => {
  const prefix = Object.keys(urlPrefixes).find((candidate) => file.startsWith(candidate));
  return prefix ? `${urlPrefixes[prefix]}${file.slice(prefix.length)}` : file;
};

const { count, size, warnings } = await injectManifest({
  swSrc,
  swDest: path.join(dist, 'sw-emea.js'),
  globDirectory: repoRoot,
  globPatterns: patterns,
  modifyURLPrefix: urlPrefixes,
  // rspack's [contenthash:8]: the name is the revision, so no ?__WB_REVISION__ is added.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
});
for (const warning of warnings) console.warn(`inject-precache: ${warning}`);

const entries = patterns.map((file) => {
  const bytes = readFileSync(path.join(repoRoot, file));
  return { url: urlOf(file), bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
});
writeFileSync(
  path.join(dist, 'sw-precache.json'),
  `${JSON.stringify({ count, bytes: size, gzipBytes: entries.reduce((sum, entry) => sum + entry.gzipBytes, 0), entries }, null, 2)}\n`,
);
console.log(`sw-emea.js: ${count} files precached, ${(size / 1024).toFixed(1)} KB`);
