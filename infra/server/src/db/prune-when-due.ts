/**
 * Retention pruning for tables that grow with every visit (RUM, analytics events, personalisation profiles): the
 * write path calls `pruneIfDue` and the prune itself runs at most once an hour per instance.
 */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** `prune` wrapped to run only when this instance's last run is an hour old: its count then, else null. */
export function pruneWhenDue(prune: () => Promise<number>, now: () => Date): () => Promise<number | null> {
  let lastPruneAt = 0;
  return async () => {
    const at = now().getTime();
    if (at - lastPruneAt < PRUNE_EVERY_MS) return null;
    lastPruneAt = at;
    return prune();
  };
}
