/**
 * Precache per promoted release (issue 26): the EMEA service worker is the shell build's file with the live releases'
 * entry files named in front of it, so a promote or a roll back changes the worker's bytes, every open browser's update
 * check installs a worker that precaches the new release's remoteEntry.js and mf-manifest.json, and the "new version
 * available" prompt appears. Release files are immutable (their URL holds the build id), so the build id is the
 * revision. Previews are per visitor and never in the shared worker.
 */
import { readFile, stat } from 'node:fs/promises';
import type { ReleaseRow } from './service';

export interface WorkerPrecacheEntry {
  url: string;
  revision: string;
}

/** The files of each live release a page needs before any of its modules: its manifest and its remote entry. */
export function livePrecacheEntries(live: Iterable<ReleaseRow>): WorkerPrecacheEntry[] {
  return [...live]
    .sort((a, b) => a.remote.localeCompare(b.remote))
    .flatMap((release) => {
      const folder = release.manifestUrl.slice(0, release.manifestUrl.lastIndexOf('/'));
      return [
        { url: release.manifestUrl, revision: release.buildId },
        { url: `${folder}/remoteEntry.js`, revision: release.buildId },
      ];
    });
}

/** `self.__SF_LIVE_RELEASES__ = [...]` before the worker's own code (sw-emea.ts reads it into its precache list). */
export const withLiveReleases = (worker: string, entries: readonly WorkerPrecacheEntry[]): string =>
  `self.__SF_LIVE_RELEASES__ = ${JSON.stringify(entries)};\n${worker}`;

/** Reads the built worker once per file version and live state (update checks come from every open browser). */
export function createWorkerSource() {
  let memo: { key: string; body: string } | null = null;
  return async (file: string, generation: number, live: () => Iterable<ReleaseRow>): Promise<string> => {
    const { mtimeMs, size } = await stat(file);
    const key = `${file}:${mtimeMs}:${size}:${generation}`;
    if (memo?.key !== key) memo = { key, body: withLiveReleases(await readFile(file, 'utf8'), livePrecacheEntries(live())) };
    return memo.body;
  };
}
