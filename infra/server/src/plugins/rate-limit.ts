/**
 * Rate limits with @fastify/rate-limit, counted in the app's key-value store (`fastify.keyValue`): shared between
 * instances through Redis when REDIS_URL is set, and per instance in memory while Redis is down (the store's `hit`
 * falls back by itself), so a limit always holds and never waits on a dead Redis. Routes opt in with
 * `config.rateLimit` (per address) or `preHandler: app.rateLimit({...})` (any key, e.g. an account).
 * A limit's `groupId` names its counters.
 */
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import type { KeyValueStore } from '../db/key-value';
import { HttpError } from '../http-errors';

export class TooManyRequestsError extends HttpError {
  constructor(
    override readonly retryAfter: number,
    message = 'Too many attempts. Try again later.',
  ) {
    super(429, message, retryAfter);
    this.name = 'TooManyRequestsError';
  }
}

/** "Try again in N minutes" for limits whose windows are minutes long. */
export const tryAgainInMinutes = (what: string) => (_request: unknown, context: { ttl: number }) => {
  const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
  return new TooManyRequestsError(Math.ceil(context.ttl / 1000), `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
};

/**
 * A route's per-address limit (its `config`): `limit` requests per `windowSeconds` under one shared counter group;
 * with `what`, the 429 says "Too many <what>. Try again in N minutes."
 */
export function limitPerAddress(groupId: string, rule: { limit: number; windowSeconds: number }, what?: string) {
  return {
    rateLimit: {
      groupId,
      max: rule.limit,
      timeWindow: rule.windowSeconds * 1000,
      ...(what ? { errorResponseBuilder: tryAgainInMinutes(what) } : {}),
    },
  };
}

/**
 * A second limit keyed by something the request names (an account's e-mail), on the same shared counters:
 * @fastify/rate-limit runs one limit per request (the per-address one), so this one is counted by hand. The key is
 * hashed, so no e-mail sits in Redis. Throws 429 "Too many <what>. Try again in N minutes." once over `limit`.
 */
export async function limitPerKey(
  store: KeyValueStore,
  limit: { group: string; key: string; max: number; windowSeconds: number; what: string },
): Promise<void> {
  const hashed = createHash('sha256').update(limit.key.trim().toLowerCase()).digest('base64url');
  const { count, ttlSeconds } = await store.hit(`ratelimit:${limit.group}:${hashed}`, limit.windowSeconds);
  if (count > limit.max) throw tryAgainInMinutes(limit.what)(null, { ttl: ttlSeconds * 1000 });
}

export default fp(
  async (app) => {
    const store = app.keyValue;
    class KeyValueRateLimitStore implements FastifyRateLimitStore {
      private readonly group: string;
      /** @fastify/rate-limit constructs the root store with its options; children get their group's name. */
      constructor(group?: unknown) {
        this.group = typeof group === 'string' ? group : 'global';
      }

      incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
        store.hit(`ratelimit:${this.group}:${key}`, Math.max(1, Math.ceil(timeWindow / 1000))).then(
          ({ count, ttlSeconds }) => callback(null, { current: count, ttl: ttlSeconds * 1000 }),
          (error: Error) => callback(error),
        );
      }

      child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
        // The merged limit options: a groupId when the route named one, else the route itself.
        const { groupId, routeInfo } = routeOptions as unknown as { groupId?: string; routeInfo?: { method?: unknown; url?: string } };
        return new KeyValueRateLimitStore(groupId ?? `${String(routeInfo?.method)}:${routeInfo?.url}`);
      }
    }
    await app.register(rateLimit, {
      global: false,
      store: KeyValueRateLimitStore,
      // The counters never fail (local fallback); if something else does, the request is not refused for it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.ceil(context.ttl / 1000)),
    });
  },
  { name: 'rate-limit', dependencies: ['key-value'] },
);
