import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@sf/contracts';
import { $site, SHELL_ERRORS, textNamespacesOf, type ParcelModule, type RemoteName } from '@sf/remote-contract';
import { ensureTextNamespaces } from '@sf/i18n';
import { isChunkLoadError, markReloadOnNextNavigation } from './reload-flag';

const entries = new Map<string, RemoteEntry>();

/** Registers remotes from the registry the edge inlined; nothing about their location is in this bundle. */
export function registerRemoteEntries(remotes: readonly RemoteEntry[]): void {
  for (const remote of remotes) entries.set(remote.name, remote);
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })));
}

export class RemoteLoadError extends Error {
  constructor(
    readonly code: string,
    readonly remote: string,
    readonly module: string,
    override readonly cause: unknown,
  ) {
    super(`${code} ${remote}/${module.replace(/^\.\//, '')}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

function isParcel(value: unknown): value is ParcelModule<object> {
  const candidate = value as Partial<ParcelModule<object>> | null;
  return !!candidate && typeof candidate.mount === 'function' && typeof candidate.unmount === 'function';
}

/**
 * Loads an exposed parcel. `fresh` re-registers the remote with `force`, which drops the runtime's cached
 * remote entry and module promises, so a retry never reuses a failed import.
 */
export async function loadParcel(remote: string, module: string, fresh = false): Promise<ParcelModule<object>> {
  const entry = entries.get(remote);
  if (!entry) throw new RemoteLoadError(SHELL_ERRORS.remoteUnavailable.code, remote, module, new Error('not in the remote registry'));
  if (fresh) registerRemotes([{ name: entry.name, entry: entry.manifestUrl }], { force: true });
  let loaded: unknown;
  try {
    // The remote's texts (the document inlines only the first screen's) come in alongside its code.
    const texts = ensureTextNamespaces(textNamespacesOf(remote as RemoteName, module), $site.get()?.brand);
    [loaded] = await Promise.all([loadRemote<unknown>(`${remote}/${module.replace(/^\.\//, '')}`), texts]);
  } catch (error) {
    if (isChunkLoadError(error)) markReloadOnNextNavigation('chunk-load-error');
    throw new RemoteLoadError(SHELL_ERRORS.remoteUnavailable.code, remote, module, error);
  }
  const parcel = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (!isParcel(parcel)) throw new RemoteLoadError(SHELL_ERRORS.moduleMissing.code, remote, module, new Error('export is not a parcel'));
  return parcel;
}
