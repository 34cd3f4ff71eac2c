/**
 * A remote's exposed modules, read from the one list of them (@sf/remote-contract's remote-modules.json, issue 26):
 * './HomePage' is ./src/exposes/home-page.tsx, and a module marked "server" is in the remote's Node build too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @returns {Record<string, Record<string, 'server' | 'browser'>>} */
export function readRemoteModules() {
  return JSON.parse(readFileSync(require.resolve('@sf/remote-contract/remote-modules.json'), 'utf8'));
}

/** './HomePage' → './src/exposes/home-page.tsx' */
export const exposeFile = (module) =>
  `./src/exposes/${module
    .slice(2)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()}.tsx`;

/**
 * `exposes` and `serverExposes` for createAppConfigs.
 * @param {string} name the remote's federation name, e.g. mfe_catalog
 */
export function remoteExposes(name) {
  const modules = readRemoteModules()[name];
  if (!modules) throw new Error(`${name} is not in @sf/remote-contract's remote-modules.json`);
  return {
    exposes: Object.fromEntries(Object.keys(modules).map((module) => [module, exposeFile(module)])),
    serverExposes: Object.entries(modules)
      .filter(([, where]) => where === 'server')
      .map(([module]) => module),
  };
}
