/**
 * This instance's copy of what is live (issue 26): the live release of each remote and the open previews, read from
 * the database at boot and again whenever a `releases` change arrives on the change feed (from this instance or,
 * through Redis, from another), so the registry changes without a restart. Readers get it synchronously: the
 * registry is read on every document.
 */
import type { ReleaseRow, ReleaseService } from './service';

export interface PreviewState {
  name: string;
  pullRequest: number;
  expiresAt: Date;
  /** The preview's releases by remote name. */
  releases: ReadonlyMap<string, ReleaseRow>;
}

export interface LiveState {
  /** Moves on with every reload that changed something: registry snapshots are memoised per generation. */
  generation: number;
  live: ReadonlyMap<string, ReleaseRow>;
  previews: ReadonlyMap<string, PreviewState>;
}

const EMPTY: LiveState = { generation: 0, live: new Map(), previews: new Map() };

const fingerprint = (state: Omit<LiveState, 'generation'>): string =>
  JSON.stringify([
    [...state.live.values()].map((row) => row.id).sort(),
    [...state.previews.values()].map((preview) => [preview.name, preview.expiresAt.getTime(), [...preview.releases.values()].map((row) => row.id).sort()]),
  ]);

export function createLiveState(service: ReleaseService, onError: (error: unknown) => void) {
  let state = EMPTY;
  let known = fingerprint(EMPTY);
  let running: Promise<void> | null = null;
  let again = false;

  async function read(): Promise<void> {
    const [live, previews] = await Promise.all([service.live(), service.activePreviews()]);
    const next = {
      live: new Map(live.map((row) => [row.remote, row])),
      previews: new Map(
        previews.map(({ preview, releases }) => [
          preview.name,
          { name: preview.name, pullRequest: preview.pullRequest, expiresAt: preview.expiresAt, releases: new Map(releases.map((row) => [row.remote, row])) },
        ]),
      ),
    };
    const print = fingerprint(next);
    if (print === known) return;
    known = print;
    state = { ...next, generation: state.generation + 1 };
  }

  return {
    current: (): LiveState => state,
    /** Reads again; calls while a read runs are folded into one more read after it (nothing is missed). */
    reload(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await read();
          } catch (error) {
            onError(error);
          }
        } while (again);
        running = null;
      })();
      return running;
    },
    /** An open preview by name, or null (unknown or expired). */
    preview(name: string): PreviewState | null {
      const preview = state.previews.get(name);
      return preview && preview.expiresAt.getTime() > Date.now() ? preview : null;
    },
  };
}

export type LiveReleases = ReturnType<typeof createLiveState>;
