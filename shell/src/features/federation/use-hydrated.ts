import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true once the browser has taken over. Parts that depend on what only
 * the browser knows (basket count, consent, session) render their neutral form until then, so the first client
 * render matches the server's HTML (no hydration mismatch) and then update in place.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
