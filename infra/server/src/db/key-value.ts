/**
 * A small expiring key-value store for state that must be shared between server instances (payment tokens,
 * challenges, operator sessions, rate-limit counters): in process by default, Redis (ioredis) when REDIS_URL is set.
 *
 * While Redis is unreachable nothing waits on it for more than a second: commands fail at once (no offline queue)
 * or time out, the client reconnects by itself in the background, and
 * - counters (`hit`, the rate limits) fall back to this process's memory, so limits still hold per instance;
 * - values (`get`/`set`/`del`) throw `StoreUnavailableError`, a 503 with Retry-After, because a token or session
 *   kept only here would be unknown to the other instances.
 */
import { Redis } from 'ioredis';
import { HttpError } from '../http-errors';

export type StoreHealth = 'ok' | 'down' | 'not configured';

export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  /** Sets with a time to live in seconds. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Increments a counter, starting its window of `ttlSeconds` on the first hit; returns the count and seconds left. */
  hit(key: string, ttlSeconds: number): Promise<{ count: number; ttlSeconds: number }>;
  del(key: string): Promise<void>;
  /** 'not configured' for the memory store. */
  health(): StoreHealth;
  close(): Promise<void>;
}

export const STORE_UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
/** Seconds a client is told to wait while a backing service is down. */
export const RETRY_AFTER_SECONDS = 5;

export class StoreUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, STORE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS);
    this.name = 'StoreUnavailableError';
    this.cause = cause;
  }
}

export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  // Expired entries nobody reads again (one-off rate-limit keys) are dropped once a minute.
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ttlSeconds) => void entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 }),
    hit: async (key, ttlSeconds) => {
      const entry = live(key) ?? { value: '0', expiresAt: now() + ttlSeconds * 1000 };
      entry.value = String(Number(entry.value) + 1);
      entries.set(key, entry);
      return { count: Number(entry.value), ttlSeconds: Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000)) };
    },
    del: async (key) => void entries.delete(key),
    health: () => 'not configured',
    close: async () => {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

export interface RedisStoreOptions {
  prefix?: string;
  /** Longest wait for one command or a connection attempt. */
  timeoutMs?: number;
  log?: (message: string) => void;
}

export async function createRedisStore(url: string, options: RedisStoreOptions = {}): Promise<KeyValueStore> {
  const { prefix = 'sf:', timeoutMs = 1000, log = (message) => console.error(message) } = options;
  const client = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    // Fail fast while disconnected instead of queueing behind a dead socket; reconnect forever, backing off to 2 s.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Commands issued in the same tick (a page's token, session and limit reads) share one round trip.
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(100 * 2 ** Math.min(attempt, 5), 2000),
  });
  let lastLogged = 0;
  client.on('error', (error: Error) => {
    // Every reconnect attempt fails the same way while Redis is down: one line every 10 s is enough.
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    log(`[key-value] Redis unavailable (${error.message}); reconnecting, counters use local memory meanwhile`);
  });
  client.on('ready', () => {
    if (lastLogged) log('[key-value] Redis connection ready again');
    lastLogged = 0;
  });
  // Boot does not wait for Redis to come up: the store starts degraded and heals when it connects.
  await client.connect().catch(() => undefined);

  const local = createMemoryStore();
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new StoreUnavailableError(error);
    }
  };

  return {
    get: (key) => guarded(() => client.get(key)),
    set: (key, value, ttlSeconds) => guarded(async () => void (await client.set(key, value, 'EX', ttlSeconds))),
    del: (key) => guarded(async () => void (await client.del(key))),
    hit: async (key, ttlSeconds) => {
      try {
        // One round trip: the window starts with the first hit (EXPIRE … NX leaves a running window alone).
        const replies = await client.multi().incr(key).expire(key, ttlSeconds, 'NX').ttl(key).exec();
        const count = Number(replies?.[0]?.[1]);
        const ttl = Number(replies?.[2]?.[1]);
        if (!Number.isFinite(count)) throw new Error('Redis MULTI was aborted');
        return { count, ttlSeconds: ttl > 0 ? ttl : ttlSeconds };
      } catch {
        return local.hit(key, ttlSeconds);
      }
    },
    health: () => (client.status === 'ready' ? 'ok' : 'down'),
    close: async () => {
      await local.close();
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** The store the app uses: Redis when a URL is configured, else this process's memory. */
export function openKeyValueStore(redisUrl: string | undefined, log?: (message: string) => void): Promise<KeyValueStore> {
  return redisUrl ? createRedisStore(redisUrl, log ? { log } : {}) : Promise.resolve(createMemoryStore());
}
