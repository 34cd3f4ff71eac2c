import { useEffect, useState } from 'react';
import { ApiRequestError, createApiClient } from '@sf/api-client';

export type OperatorData<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'signed-out' } | { state: 'failed' };

/**
 * One operator API's answer: `signed-out` on 401 (the page shows the operator sign-in form), `failed` on anything else
 * (the page offers a retry). `attempt` reloads it.
 */
export function useOperatorData<T>(url: string, attempt: number): OperatorData<T> {
  const [result, setResult] = useState<OperatorData<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    createApiClient()
      .get<T>(url, { signal: controller.signal })
      .then(
        (data) => setResult({ state: 'ready', data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setResult({ state: error instanceof ApiRequestError && error.status === 401 ? 'signed-out' : 'failed' });
        },
      );
    return () => controller.abort();
  }, [url, attempt]);
  return result;
}
