import { atom } from 'nanostores';

/** Spec §4: full reload on the next navigation when the build id changed or a chunk failed to load. */
export const $reloadOnNextNavigation = atom<string | null>(null);

export function markReloadOnNextNavigation(reason: string): void {
  if (!$reloadOnNextNavigation.get()) $reloadOnNextNavigation.set(reason);
}

const POLL_INTERVAL_MS = 5 * 60 * 1000;

export function startBuildWatch(currentBuildId: string): () => void {
  const check = async () => {
    try {
      const response = await fetch(`/builds/latest.json?timestamp=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) return;
      const { id } = (await response.json()) as { id?: string };
      if (id && id !== currentBuildId) markReloadOnNextNavigation('new-build');
    } catch {
      /* offline or edge unreachable: try again next interval */
    }
  };
  const timer = window.setInterval(() => void check(), POLL_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
