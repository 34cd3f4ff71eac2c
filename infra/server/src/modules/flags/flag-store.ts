/**
 * The in-memory snapshot of the stored flags that every evaluation reads (no database round trip per request).
 * Loaded at boot, reloaded when the change feed says `flags` (an edit on this or another instance, or "may have
 * missed something" after a Redis reconnection) and every minute as a backstop.
 *
 * While the database is down a reload fails after RELOAD_TIMEOUT_MS: the last snapshot stays in force (logged),
 * and the next change or the minute's backstop tries again. Before the first successful load the declared defaults
 * apply (evaluate.ts `fallback`).
 */
import type { FlagKey } from '@sf/contracts';
import type { Database } from '../../db/client';
import type { StoredFlag } from './evaluate';
import { featureFlags } from './tables';

export const RELOAD_TIMEOUT_MS = 5_000;
export const BACKSTOP_RELOAD_MS = 60_000;

export interface FlagSnapshot {
  /** Grows with every load that changed something; the stream sends it as the event id. */
  version: number;
  flags: ReadonlyMap<FlagKey, StoredFlag>;
}

type Log = (message: string, error?: unknown) => void;

const timeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms).unref())]);

const fingerprint = (flags: ReadonlyMap<FlagKey, StoredFlag>): string =>
  JSON.stringify([...flags.values()].map((flag) => [flag.key, flag.version, flag.defaultValue, flag.rolloutPercentage, flag.rules]));

export function createFlagStore(db: Database, log: Log) {
  let snapshot: FlagSnapshot = { version: 0, flags: new Map() };
  let printed = fingerprint(snapshot.flags);
  const listeners = new Set<(snapshot: FlagSnapshot) => void>();
  let running: Promise<void> | null = null;
  let again = false;

  async function load(): Promise<void> {
    const rows = await timeout(db.select().from(featureFlags), RELOAD_TIMEOUT_MS, 'reading feature flags');
    const flags = new Map<FlagKey, StoredFlag>(rows.map((row) => [row.key, { ...row, rules: row.rules ?? [] }]));
    const next = fingerprint(flags);
    if (next === printed) return;
    printed = next;
    snapshot = { version: snapshot.version + 1, flags };
    for (const listener of [...listeners]) {
      try {
        listener(snapshot);
      } catch (error) {
        log('flags: a snapshot listener failed', error);
      }
    }
  }

  /** Coalesces: a reload asked for during one runs once more after it, never two at a time. */
  function reload(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = load()
      .catch((error: unknown) => log('flags: reload failed; the last snapshot stays in force', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void reload();
        }
      });
    return running;
  }

  return {
    current: (): FlagSnapshot => snapshot,
    reload,
    /** Resolves once no reload is running (an edit's handler answers after its own instance has the change). */
    async settled(): Promise<void> {
      while (running) await running;
    },
    /** Called after every load that changed the snapshot. Returns the unsubscribe. */
    onChange(listener: (snapshot: FlagSnapshot) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type FlagStore = ReturnType<typeof createFlagStore>;
