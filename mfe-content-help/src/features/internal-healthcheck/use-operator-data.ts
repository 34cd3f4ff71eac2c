import { useApiData } from '@sf/api-client/use-api-data';
import { operatorStatus } from '../../shared/operator-load';

export type OperatorData<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'signed-out' } | { state: 'failed' };

/**
 * One operator API's answer: `signed-out` on 401 (the page shows the operator sign-in form), `failed` on anything else
 * (the page offers a retry). `read` is the typed call (its answer type is the server's); `key` names it. `retry`
 * reads it again, keeping the last answer on screen meanwhile.
 */
export function useOperatorData<T>(key: string, read: (signal: AbortSignal) => Promise<T>): { load: OperatorData<T>; retry: () => void } {
  const { state, retry } = useApiData(key, read);
  const status = operatorStatus(state);
  const load: OperatorData<T> = state.status === 'ready' ? { state: 'ready', data: state.data } : { state: status === 'ready' ? 'loading' : status };
  return { load, retry };
}
