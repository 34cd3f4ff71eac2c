/**
 * The remotes and their exposed modules as values, for the server and the deploy commands (`@sf/remote-contract/
 * remote-modules`; the browser bundles only the types of remotes.ts).
 */
import remoteModules from './remote-modules.json' with { type: 'json' };
import type { RemoteModule, RemoteName } from './remotes';

export const REMOTE_NAMES = Object.keys(remoteModules) as RemoteName[];
// Object.fromEntries forgets the keys' types; the entries are exactly the JSON's.
export const REMOTE_EXPOSES = Object.fromEntries(REMOTE_NAMES.map((name) => [name, Object.keys(remoteModules[name])])) as unknown as {
  readonly [R in RemoteName]: readonly RemoteModule<R>[];
};

/** Workspace folder of each remote (mfe_catalog → mfe-catalog); its build is served under /remotes/<folder>/. */
export const REMOTE_FOLDERS = Object.fromEntries(REMOTE_NAMES.map((name) => [name, name.replaceAll('_', '-')])) as Record<RemoteName, string>;
