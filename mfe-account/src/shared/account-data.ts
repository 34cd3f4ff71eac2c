import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';

/**
 * What an account page knows about one piece of its data. `signed-out` is a 401: the session ended while the page
 * was open (the /account guard already sent guests away before the page mounted). `not-found` is a 404: for an id in
 * the URL, that is also what the API answers for another shopper's id.
 */
export type AccountData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' } | { status: 'signed-out' } | { status: 'not-found' };

export interface AccountDataControls<T> {
  /** Fetches again (after a failure, or after a change elsewhere on the page). */
  reload: () => void;
  /** Puts an answer the page already has (e.g. the result of a save) in place without a request. */
  replace: (data: T) => void;
}

const isUnauthorized = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 401;
const isNotFound = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 404;

/**
 * Loads data for an account page, separate from the components that show it: the request is aborted when the
 * page goes or `key` changes, and a failure becomes a state the page renders (never an uncaught rejection).
 */
export function useAccountData<T>(load: (signal: AbortSignal) => Promise<T>, key = ''): [AccountData<T>, AccountDataControls<T>] {
  const [state, setState] = useState<AccountData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' && attempt > 0 ? current : { status: 'loading' }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) setState({ status: 'signed-out' });
        else if (isNotFound(error)) setState({ status: 'not-found' });
        else {
          console.error('[mfe-account] account data failed to load', error);
          setState({ status: 'failed' });
        }
      },
    );
    return () => controller.abort();
    // `load` is recreated on every render; `key` and `attempt` are what decide a new request.
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, { reload, replace }];
}
