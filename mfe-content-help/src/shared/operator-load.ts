import { ApiRequestError } from '@sf/api-client';
import type { ApiData } from '@sf/api-client/use-api-data';

export type OperatorLoadStatus = 'loading' | 'ready' | 'signed-out' | 'failed';

/** An operator API's load as its page shows it: a 401 means no operator session (the sign-in form), anything else failed. */
export function operatorStatus(data: ApiData<unknown>): OperatorLoadStatus {
  if (data.status === 'loading' || data.status === 'ready') return data.status;
  return data.error instanceof ApiRequestError && data.error.status === 401 ? 'signed-out' : 'failed';
}
