import { shellTypedApi } from '../api/shell-api';
import { $reloadOnNextNavigation, isChunkLoadError, markReloadOnNextNavigation } from './reload-flag';

export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Loaded after the first render (start-shell.tsx): nothing here is needed to show or use the page. Polls `builds/latest.json` (spec §4/§7) every five minutes and when the tab comes back into view (a tab left open
 * over a deploy checks before the shopper's next click), and watches for chunk load errors no loader caught (the
 * shell's own lazy chunks). Either makes the next navigation a full document load. Returns the stop function.
 */
export function startBuildWatch(currentBuildId: string, intervalMs = BUILD_POLL_INTERVAL_MS): () => void {
  const check = async () => {
    if ($reloadOnNextNavigation.get()) return;
    try {
      // The timestamp query defeats any cache between us and the edge (spec §7).
      const { id } = await shellTypedApi.get('/builds/latest.json', { query: { timestamp: String(Date.now()) } });
      if (id && id !== currentBuildId) markReloadOnNextNavigation('new-build');
    } catch {
      /* offline or edge unreachable: try again next interval */
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) markReloadOnNextNavigation('chunk-load-error');
  };
  const timer = window.setInterval(() => void check(), intervalMs);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
