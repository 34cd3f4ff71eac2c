/**
 * Emits dist/contract.json (issue 26): the @sf/remote-contract version this remote was built against and the shapes
 * of the bus events, atoms and parcel props its own code uses, from that version's contract-shapes.json. The
 * storefront compares them with its own at publish time and refuses a release that would not fit.
 *
 * "Its own code": the remote's modules and the workspace packages bundled into it, not the shared singletons (the
 * shell provides those, so their use of the contract is the shell's). An event is used where its name is written as
 * a string; an atom where its `$name` is; every remote mounts as a parcel, so it uses every parcel props type.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHARED_SINGLETONS } from './shared.js';

const require = createRequire(import.meta.url);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Folders whose modules are the shell's business: node_modules and the shared workspace packages. */
function sharedFolders() {
  return Object.keys(SHARED_SINGLETONS)
    .filter((name) => name.startsWith('@sf/'))
    .map((name) => packageFolder(require.resolve(name)) + path.sep);
}

function packageFolder(file) {
  let folder = path.dirname(file);
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return folder;
}

/** The contract.json of a remote whose own sources are `sources` (file texts). */
export function contractUse(shapes, sources) {
  const text = sources.join('\n');
  const used = (names, pattern) => Object.fromEntries(names.filter((name) => pattern(name).test(text)).map((name) => [name, null]));
  const events = used(Object.keys(shapes.events), (name) => new RegExp(`['"\`]${escapeRegExp(name)}['"\`]`));
  const atoms = used(Object.keys(shapes.atoms), (name) => new RegExp(`(^|[^\\w$])${escapeRegExp(name)}(?![\\w$])`));
  const pick = (kind, names) => Object.fromEntries(Object.keys(names).map((name) => [name, shapes[kind][name]]));
  return {
    package: shapes.package,
    version: shapes.version,
    uses: { events: pick('events', events), atoms: pick('atoms', atoms), parcelProps: { ...shapes.parcelProps } },
  };
}

export class ContractManifestPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ContractManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContractManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const shapes = JSON.parse(readFileSync(require.resolve('@sf/remote-contract/contract-shapes.json'), 'utf8'));
        const shared = sharedFolders();
        const files = new Set();
        for (const module of compilation.modules) {
          const resource = module.resource ?? module.rootModule?.resource;
          if (!resource || !/\.(tsx?|jsx?|mjs)$/.test(resource) || resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          if (shared.some((folder) => resource.startsWith(folder))) continue;
          files.add(resource.split('?')[0]);
        }
        const sources = [...files].sort().map((file) => readFileSync(file, 'utf8'));
        compilation.emitAsset('contract.json', new RawSource(`${JSON.stringify(contractUse(shapes, sources), null, 2)}\n`));
      });
    });
  }
}
