import { useEffect } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { ApiData } from '@sf/api-client/use-api-data';
import { useReloadableData } from './reloadable-data';

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

function accountState<T>(state: ApiData<T>): AccountData<T> {
  if (state.status === 'failed') return isUnauthorized(state.error) ? { status: 'signed-out' } : { status: 'failed' };
  if (state.status === 'not-found') return { status: 'not-found' };
  return state;
}

/**
 * Loads data for an account page through the remotes' one data hook (`useApiData`, via `useReloadableData`),
 * separate from the components that show it: the request is aborted when the page goes or `key` changes, and a
 * failure becomes a state the page renders (never an uncaught rejection).
 */
export function useAccountData<T>(load: (signal: AbortSignal) => Promise<T>, key = ''): [AccountData<T>, AccountDataControls<T>] {
  const { state, reload, replace } = useReloadableData(key, load);
  useEffect(() => {
    if (state.status === 'failed' && !isUnauthorized(state.error)) console.error('[mfe-account] account data failed to load', state.error);
  }, [state]);
  return [accountState(state), { reload, replace }];
}
