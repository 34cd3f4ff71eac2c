/** Issue 26: a release as a registry entry, and the part of the build id that names the releases in use. */
import { createHash } from 'node:crypto';
import type { RemoteEntry } from '@sf/contracts';
import { DialogDeclarationSchema } from '@sf/contracts/api';

/** What the registry needs of a release (the releases module's rows satisfy it). */
export interface ReleaseLike {
  id: string;
  remote: string;
  version: string;
  buildId: string;
  manifestUrl: string;
  serverEntryUrl: string | null;
  dialogs: unknown[];
}

/** The releases module's live state, as the registry reads it. */
export interface ReleaseSource {
  current(): { generation: number; live: ReadonlyMap<string, ReleaseLike> };
  /** An open preview by name; null when unknown or expired. */
  preview(name: string): { name: string; releases: ReadonlyMap<string, ReleaseLike> } | null;
}

export function releaseEntry(release: ReleaseLike): RemoteEntry {
  return {
    name: release.remote,
    manifestUrl: release.manifestUrl,
    ...(release.serverEntryUrl ? { serverEntryUrl: release.serverEntryUrl } : {}),
    version: release.version,
    buildId: release.buildId,
    dialogs: release.dialogs.flatMap((item) => {
      const parsed = DialogDeclarationSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** 8 hex digits over the release ids in use ('' with none): part of the build id pages poll. */
export function releasesFingerprint(
  state: { live: ReadonlyMap<string, ReleaseLike> },
  preview: { name: string; releases: ReadonlyMap<string, ReleaseLike> } | null,
): string {
  const ids = [...state.live.values()].map((release) => release.id);
  if (preview) ids.push(preview.name, ...[...preview.releases.values()].map((release) => release.id));
  if (!ids.length) return '';
  return createHash('sha256').update(ids.sort().join(',')).digest('hex').slice(0, 8);
}
