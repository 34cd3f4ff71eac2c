import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Whether the page is scrolled further than `threshold()` CSS px. The answer is a boolean, so a scroll re-renders
 * the component only when it crosses the line, not on every frame. False on the server and during hydration.
 */
export function useScrolledPast(threshold: () => number = () => 0): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold(),
    () => false,
  );
}

export const useScrolled = (): boolean => useScrolledPast();
