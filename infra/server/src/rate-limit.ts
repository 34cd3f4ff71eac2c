/**
 * Fixed-window rate limits on a KeyValueStore (shared between instances when it is Redis). Used where guessing must
 * be slow: gift card balance checks (and order lookups).
 */
import type { KeyValueStore } from './db/key-value';
import { HttpError } from './plugins/http-errors';

export interface RateLimit {
  /** Counts one attempt for `subject` (e.g. an IP); throws 429 with `retryAfter` seconds once over the limit. */
  consume(subject: string): Promise<void>;
}

export class TooManyRequestsError extends HttpError {
  constructor(
    override readonly retryAfter: number,
    message = 'Too many attempts. Try again later.',
  ) {
    super(429, message, retryAfter);
    this.name = 'TooManyRequestsError';
  }
}

export function createRateLimit(store: KeyValueStore, options: { name: string; limit: number; windowSeconds: number }): RateLimit {
  return {
    async consume(subject) {
      const { count, ttlSeconds } = await store.hit(`ratelimit:${options.name}:${subject}`, options.windowSeconds);
      if (count > options.limit) throw new TooManyRequestsError(ttlSeconds);
    },
  };
}
