/**
 * The remote registry (name → manifest URL, version, build id, dialogs) and the current build id, read from the
 * workspace: each remote's package.json and dist/build-info.json. REMOTE_OVERRIDES swaps manifest URLs per remote.
 *
 * Issue 26: the workspace builds are "release zero". A release promoted through the releases module replaces its
 * remote's entry, and a preview (`pr-123`) replaces the entries of its releases for the visitors who opened it. The
 * release state changes at run time, so the registry is memoised per release generation, not for the process.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@sf/remote-contract';
import { REMOTE_FOLDERS, REMOTE_NAMES } from '@sf/remote-contract/remote-modules';
import type { DialogDeclaration, RemoteEntry, RemoteRegistry } from '@sf/contracts';
import { DialogDeclarationSchema } from '@sf/contracts/api';
import type { RemoteOverrides } from '../../env';
import { remoteDir, shellDir, type AppPaths } from '../../paths';
import { releaseEntry, releasesFingerprint, type ReleaseSource } from './release-entries';

interface PackageJson {
  version?: string;
  storefront?: { dialogs?: unknown };
}
interface BuildInfo {
  buildId?: string;
  dialogs?: unknown;
}

export const DEV_BUILD_ID = 'dev';

/** Missing or unreadable files are normal (nothing built yet), so they read as undefined rather than throwing. */
function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function dialogsOf(declared: unknown): DialogDeclaration[] {
  if (!Array.isArray(declared)) return [];
  return declared.flatMap((item) => {
    const parsed = DialogDeclarationSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface RegistryServiceOptions {
  paths: AppPaths;
  overrides: RemoteOverrides;
  /** SERVER_REMOTE_OVERRIDES: swaps a remote's server entry URL (a split deployment, or a test's broken remote). */
  serverOverrides?: RemoteOverrides;
  buildId?: string;
  /** Production reads the files once (a shell deploy restarts the server); development re-reads on every call. */
  cache: boolean;
  /** Issue 26: live releases and previews (absent: the workspace builds only). */
  releases?: ReleaseSource;
}

export function createRegistryService(options: RegistryServiceOptions) {
  const memo = <T>(read: () => T): (() => T) => {
    let value: { current: T } | null = null;
    return () => {
      if (!options.cache) return read();
      value ??= { current: read() };
      return value.current;
    };
  };

  const entry = (name: RemoteName): RemoteEntry => {
    const dir = remoteDir(options.paths, name);
    const pkg = readJson<PackageJson>(path.join(dir, 'package.json'));
    const build = readJson<BuildInfo>(path.join(dir, 'dist', 'build-info.json'));
    const serverBuilt = existsSync(path.join(dir, 'dist', 'server', 'remoteEntry.js'));
    const serverEntryUrl = options.serverOverrides?.[name] ?? (serverBuilt ? `/remotes/${REMOTE_FOLDERS[name]}/server/remoteEntry.js` : undefined);
    return {
      name,
      manifestUrl: options.overrides[name] ?? `/remotes/${REMOTE_FOLDERS[name]}/mf-manifest.json`,
      ...(serverEntryUrl ? { serverEntryUrl } : {}),
      version: pkg?.version ?? '0.0.0',
      buildId: build?.buildId ?? DEV_BUILD_ID,
      dialogs: dialogsOf(build?.dialogs ?? pkg?.storefront?.dialogs),
    };
  };

  const releaseZero = memo((): RemoteRegistry => ({ remotes: REMOTE_NAMES.map(entry) }));
  const shellBuildId = memo(
    (): string => options.buildId ?? readJson<BuildInfo>(path.join(shellDir(options.paths), 'dist', 'build-info.json'))?.buildId ?? DEV_BUILD_ID,
  );
  // One snapshot per release generation and preview: the edge compares registries by identity to key its cache.
  const snapshots = new Map<string, { base: RemoteRegistry; registry: RemoteRegistry }>();
  let snapshotsGeneration = -1;

  const registry = (preview?: string | null): RemoteRegistry => {
    const base = releaseZero();
    const source = options.releases;
    if (!source) return base;
    const state = source.current();
    if (state.generation !== snapshotsGeneration) {
      snapshots.clear();
      snapshotsGeneration = state.generation;
    }
    const open = preview ? source.preview(preview) : null;
    const key = open ? open.name : '';
    const known = snapshots.get(key);
    if (known && known.base === base) return known.registry;
    const remotes = base.remotes.map((remote) => {
      const release = open?.releases.get(remote.name) ?? state.live.get(remote.name);
      return release ? releaseEntry(release) : remote;
    });
    const next = { remotes };
    snapshots.set(key, { base, registry: next });
    return next;
  };

  return {
    /** The registry production visitors get, or a preview's (an unknown or expired preview: production's). */
    registry,
    /**
     * BUILD_ID, else the shell build's id, else "dev"; with releases live (or a preview) a suffix naming them, so an
     * open page polling builds/latest.json sees a promote or roll back (spec §4).
     */
    buildId: (preview?: string | null): string => {
      const base = shellBuildId();
      const source = options.releases;
      if (!source) return base;
      const open = preview ? source.preview(preview) : null;
      const suffix = releasesFingerprint(source.current(), open);
      return suffix ? `${base}.${suffix}` : base;
    },
  };
}

export type RegistryService = ReturnType<typeof createRegistryService>;
