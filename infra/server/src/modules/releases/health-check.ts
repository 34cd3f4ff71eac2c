/**
 * A live release's health (issue 26): its manifest answers 200 with a Module Federation manifest naming a remote
 * entry, and that entry (and the server entry, when the release has one) answers 200, each within the timeout.
 * Returns null when healthy, else what failed, in words an operator reads on /healthcheck/releases.
 */
import type { ReleaseRow } from './service';

/** Fetches a URL (relative ones on this server); resolves to the status and body text, rejects on network errors. */
export type HealthFetch = (url: string, signal: AbortSignal) => Promise<{ status: number; text: string }>;

interface ManifestMeta {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
}

const ORIGIN = 'http://release.check';

/** The URL as the fetcher gets it: relative URLs stay relative (this server answers them in process). */
function resolveAgainst(base: string, relative: string): string {
  const url = new URL(relative, new URL(base, ORIGIN));
  return url.origin === ORIGIN ? url.pathname + url.search : url.href;
}

export async function checkRelease(
  release: Pick<ReleaseRow, 'manifestUrl' | 'serverEntryUrl'>,
  fetchUrl: HealthFetch,
  timeoutMs: number,
): Promise<string | null> {
  const get = async (what: string, url: string): Promise<{ ok: true; text: string } | { ok: false; error: string }> => {
    try {
      const answer = await fetchUrl(url, AbortSignal.timeout(timeoutMs));
      return answer.status === 200 ? { ok: true, text: answer.text } : { ok: false, error: `${what} ${url} answered ${answer.status}` };
    } catch (error) {
      const timedOut = (error as { name?: string }).name === 'TimeoutError' || (error as { name?: string }).name === 'AbortError';
      return { ok: false, error: timedOut ? `${what} ${url} took longer than ${timeoutMs} ms` : `${what} ${url} failed: ${(error as Error).message}` };
    }
  };
  const manifest = await get('manifest', release.manifestUrl);
  if (!manifest.ok) return manifest.error;
  let parsed: ManifestMeta;
  try {
    parsed = JSON.parse(manifest.text) as ManifestMeta;
  } catch {
    return `manifest ${release.manifestUrl} is not JSON`;
  }
  const entry = parsed.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) return `manifest ${release.manifestUrl} names no remote entry`;
  const entryUrl = resolveAgainst(
    release.manifestUrl,
    `${typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`,
  );
  const remoteEntry = await get('remote entry', entryUrl);
  if (!remoteEntry.ok) return remoteEntry.error;
  if (release.serverEntryUrl) {
    const serverEntry = await get('server entry', release.serverEntryUrl);
    if (!serverEntry.ok) return serverEntry.error;
  }
  return null;
}
