import { useEffect, useLayoutEffect, useRef } from 'react';
import { keepScroll, keptScroll } from './kept-listings';

/** react-router keeps a unique key per history entry in `history.state`; null outside the shell's router. */
export function historyEntry(): string | null {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : null;
}

/**
 * Remembers how far down a kept-alive listing the shopper scrolled, per history entry, and scrolls back there when
 * the page opens on kept data for that same entry (Back or Forward). A fresh link to the listing starts at the top.
 */
export function useKeptScroll(listKey: string, ready: boolean, restored: boolean): void {
  const entryAtCommit = useRef<string | null>(null);
  // Every commit follows a prop update, and the shell updates props after each history change of this page.
  useEffect(() => {
    entryAtCommit.current = historyEntry();
  });

  useEffect(() => {
    if (!ready) return undefined;
    // The shell scrolls to the top after leaving for another route; that scroll belongs to the next entry: ignored.
    const record = () => {
      if (historyEntry() === entryAtCommit.current) keepScroll(listKey, { y: window.scrollY, entry: entryAtCommit.current });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [listKey, ready]);

  const restoredFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!restored || !ready || restoredFor.current === listKey) return undefined;
    restoredFor.current = listKey;
    const saved = keptScroll(listKey);
    if (!saved || saved.entry !== historyEntry()) return undefined;
    window.scrollTo(0, saved.y);
    // The shell may still move to the top in the same frame; apply once more after it painted.
    const frame = requestAnimationFrame(() => {
      if (Math.abs(window.scrollY - saved.y) > 1) window.scrollTo(0, saved.y);
    });
    return () => cancelAnimationFrame(frame);
  }, [listKey, ready, restored]);
}
