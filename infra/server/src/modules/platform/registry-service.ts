/**
 * The remote registry (name → manifest URL, version, build id, dialogs) and the current build id, read from the
 * workspace: each remote's package.json and dist/build-info.json. REMOTE_OVERRIDES swaps manifest URLs per remote.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from '@sf/contracts';
import type { DialogDeclaration, RemoteEntry, RemoteRegistry } from '@sf/contracts';
import { DialogDeclarationSchema } from '@sf/contracts/api';
import type { RemoteOverrides } from '../../env';
import { remoteDir, shellDir, type AppPaths } from '../../paths';

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
  /** Production reads the files once (a deploy restarts the server); development re-reads on every call. */
  cache: boolean;
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

  return {
    registry: memo((): RemoteRegistry => ({ remotes: REMOTE_NAMES.map(entry) })),
    /** BUILD_ID, else the shell build's id, else "dev". */
    buildId: memo((): string => options.buildId ?? readJson<BuildInfo>(path.join(shellDir(options.paths), 'dist', 'build-info.json'))?.buildId ?? DEV_BUILD_ID),
  };
}

export type RegistryService = ReturnType<typeof createRegistryService>;
