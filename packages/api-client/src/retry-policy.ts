/** Spec §8: statuses worth a second try (transient server or rate-limit conditions). */
export const RETRYABLE_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Spec §9: only GET is retried. Writes are not idempotent as far as the client knows, so a retry could, for
 * example, add an item to the basket twice.
 */
export const RETRIES_BY_METHOD: Readonly<Record<HttpMethod, number>> = {
  GET: 1,
  POST: 0,
  PUT: 0,
  PATCH: 0,
  DELETE: 0,
};

export function isRetryableStatus(status: number): boolean {
  return (RETRYABLE_STATUSES as readonly number[]).includes(status);
}
