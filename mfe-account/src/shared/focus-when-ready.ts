import { useEffect, useRef } from 'react';
import type { AccountData } from './account-data';

/**
 * Moves focus to an element (by id) once `state` has been updated and is ready, e.g. a list's heading after the item
 * whose button had focus was removed. Returns the function that asks for it.
 */
export function useFocusWhenReady(state: AccountData<unknown>): (id: string) => void {
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const id = pending.current;
    if (!id || state.status !== 'ready') return;
    pending.current = null;
    document.getElementById(id)?.focus();
  }, [state]);

  return (id: string) => {
    pending.current = id;
  };
}
