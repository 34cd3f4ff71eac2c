/**
 * Compiles the server to JavaScript (issue 28: production runs what a build produced, no TypeScript loader).
 * esbuild bundles our own code and the workspace packages (@sf/*, TypeScript sources) into dist/; every other package
 * stays an import resolved from node_modules at run time, so native modules (sharp, argon2), JSON data packages and
 * PGlite's files load as they are. tsc checks the types (`npm run typecheck`); this step only emits.
 *
 *   dist/main.js           the server (npm run serve)
 *   dist/pglite-server.js  the embedded database's worker thread (db/pglite-worker.ts starts it)
 *   dist/seed-cli.js       npm run seed
 *   dist/texts/            the message catalogues (i18n/text-catalog.ts reads them next to itself)
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

/** Bare imports stay external except the workspace's own packages, which are TypeScript and have no build. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sf/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'pglite-server': 'src/db/pglite-server.ts',
    'seed-cli': 'src/db/seed-cli.ts',
  },
  outdir: dist,
  bundle: true,
  // No code splitting: shared chunks would sit in another folder, and code that finds files from its own
  // import.meta.url (paths.ts, text-catalog.ts, pglite-worker.ts) must see dist/ itself.
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
cpSync(path.join(root, 'src/modules/i18n/texts'), path.join(dist, 'texts'), { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`server compiled to dist/ in ${Date.now() - started} ms (${(bytes / 1024 / 1024).toFixed(1)} MB with source maps)`);
