import { useCallback, useRef, useState } from 'react';
import { useApiData, type ApiData } from '@sf/api-client/use-api-data';

export interface ReloadableData<T> {
  state: ApiData<T>;
  /** Fetches again: data on screen stays until the answer; after a failure the skeleton shows again. */
  reload: () => void;
  /** Puts an answer the page already has (e.g. the result of a save) in place without a request. */
  replace: (data: T) => void;
}

/** What is shown instead of the hook's answer `over` (a replace, or a reload in flight) until the next answer. */
type Override<T> = { over: ApiData<T>; state: ApiData<T> };

/**
 * `useApiData` (the remotes' one data hook: per key, aborted on change or unmount, 404 apart) plus what the account
 * pages and dialogs render around it: a retry after a failure shows the loading state again (useApiData keeps the
 * failure on screen until the answer), and a page can put a saved answer in place.
 */
export function useReloadableData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ReloadableData<T> {
  const { state, retry } = useApiData(key, load);
  const [override, setOverride] = useState<Override<T> | null>(null);
  // The controls are stable (pages subscribe them once) and act on the answer of the latest render.
  const latest = useRef({ state, retry });
  latest.current = { state, retry };

  const reload = useCallback(() => {
    const { state: answer, retry: again } = latest.current;
    setOverride((current) => {
      const shown = current?.over === answer ? current.state : answer;
      return { over: answer, state: shown.status === 'ready' ? shown : { status: 'loading' } };
    });
    again();
  }, []);
  const replace = useCallback((data: T) => setOverride({ over: latest.current.state, state: { status: 'ready', data } }), []);
  // A new answer is another object, and ends the override.
  return { state: override?.over === state ? override.state : state, reload, replace };
}
