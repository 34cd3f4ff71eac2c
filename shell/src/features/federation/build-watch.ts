import { atom } from 'nanostores';
import type { LatestBuild } from '@sf/contracts';
import { shellApi } from '../api/shell-api';

/** Spec §4: full reload on the next navigation when the build id changed or a chunk failed to load. */
export const $reloadOnNextNavigation = atom<string | null>(null);

export function markReloadOnNextNavigation(reason: string): void {
  if (!$reloadOnNextNavigation.get()) $reloadOnNextNavigation.set(reason);
}

const POLL_INTERVAL_MS = 5 * 60 * 1000;

export function startBuildWatch(currentBuildId: string): () => void {
  const check = async () => {
    try {
      // The timestamp query defeats any cache between us and the edge (spec §7).
      const { id } = await shellApi.get<LatestBuild>('/builds/latest.json', { query: { timestamp: Date.now() } });
      if (id && id !== currentBuildId) markReloadOnNextNavigation('new-build');
    } catch {
      /* offline or edge unreachable: try again next interval */
    }
  };
  const timer = window.setInterval(() => void check(), POLL_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
