/**
 * The feed of catalogue changes (a sale, a restock, a price or content change) that every per-instance cache listens
 * to, so what it shows follows the database within a second instead of after its TTL. In process by default; across
 * instances through Redis pub/sub (ioredis) when REDIS_URL is set. The publishing instance always delivers to its own
 * listeners at once, before and whatever Redis does.
 *
 * While Redis is unreachable nothing waits on it for more than a second and `publish` never throws:
 * - the publisher logs, remembers which kinds it could not send and, once Redis is back, sends "everything of that
 *   kind" so the other instances drop what they may have kept;
 * - a subscriber whose connection dropped may have missed changes, so once it has subscribed again it tells its own
 *   listeners that everything of every kind changed;
 * - until then the other instances' caches fall back to their TTL (CATALOG_CACHE_TTL_MS), as before the feed.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createFanOut, redisPubSubPair, type Log } from './pubsub';
import { BRAND_KEYS, type BrandKey } from '@sf/remote-contract';

export const CHANGE_KINDS = ['stock', 'price', 'catalog', 'content', 'flags', 'rating', 'releases', 'previews'] as const;

/**
 * What changed. No `productIds`: everything of that kind (of `brand`, when given). `flags`: a feature flag (issue 24).
 * `rating`: products' review figures (issue 25), shown on listings and the products' pages like a price.
 * `releases`: a remote release was promoted or rolled back (issue 26); `previews`: a preview was created or ended
 * (nothing production visitors see changes, so no cache drops anything).
 */
export interface CatalogChange {
  kind: (typeof CHANGE_KINDS)[number];
  productIds?: readonly string[];
  brand?: BrandKey;
}

export type ChangeListener = (change: CatalogChange) => void;

export interface ChangeFeed {
  /** Delivers to this instance's listeners at once, then to the other instances; resolves within ~1 s, never rejects. */
  publish(change: CatalogChange): Promise<void>;
  /** Returns the unsubscribe function. A listener that throws is logged and does not stop the others. */
  subscribe(listener: ChangeListener): () => void;
}

export interface ChangeFeedHandle extends ChangeFeed {
  close(): Promise<void>;
}

export const CHANGE_CHANNEL = 'sf:changes';

const MessageSchema = z.object({
  from: z.string().max(64),
  change: z.object({
    kind: z.enum(CHANGE_KINDS),
    productIds: z.array(z.string().max(64)).max(10_000).optional(),
    brand: z.enum(BRAND_KEYS).optional(),
  }),
});

const KindOnlySchema = z.object({ from: z.string(), change: z.object({ kind: z.enum(CHANGE_KINDS) }) });

export function createLocalChangeFeed(log: Log = (message) => console.error(message)): ChangeFeedHandle {
  const fanOut = createFanOut<CatalogChange>(log, 'change-feed');
  return {
    publish: async (change) => fanOut.deliver(change),
    subscribe: fanOut.subscribe,
    close: async () => undefined,
  };
}

export interface RedisChangeFeedOptions {
  /** Longest wait for a publish or a connection attempt. */
  timeoutMs?: number;
  log?: Log;
}

export async function createRedisChangeFeed(url: string, options: RedisChangeFeedOptions = {}): Promise<ChangeFeedHandle> {
  const { timeoutMs = 1000, log = (message) => console.error(message) } = options;
  const instanceId = randomUUID();
  const fanOut = createFanOut<CatalogChange>(log, 'change-feed');
  const { publisher, subscriber, warn } = redisPubSubPair(url, timeoutMs, log, 'change-feed');
  publisher.on('error', (error: Error) => warn(`Redis unavailable (${error.message}); changes reach this instance only, other caches fall back to their TTL`));
  subscriber.on('error', (error: Error) => warn(`Redis unavailable (${error.message}); changes from other instances are missed until it is back`));

  const send = (change: CatalogChange) => publisher.publish(CHANGE_CHANNEL, JSON.stringify({ from: instanceId, change }));

  // Kinds this instance could not send: once Redis is back the others hear "everything of that kind".
  const unsent = new Set<CatalogChange['kind']>();
  publisher.on('ready', () => {
    const kinds = [...unsent];
    unsent.clear();
    for (const kind of kinds) send({ kind }).catch(() => unsent.add(kind));
    if (kinds.length > 0) log(`[change-feed] Redis is back; told the other instances that ${kinds.join(', ')} may have changed`);
  });

  // Missed messages are possible after any disconnection, and when Redis was down at boot.
  let mayHaveMissed = false;
  subscriber.on('close', () => {
    mayHaveMissed = true;
  });
  let subscribed: Promise<void> = Promise.resolve();
  subscriber.on('ready', () => {
    subscribed = subscriber
      .subscribe(CHANGE_CHANNEL)
      .then(() => {
        if (!mayHaveMissed) return;
        mayHaveMissed = false;
        for (const kind of CHANGE_KINDS) fanOut.deliver({ kind });
        log('[change-feed] subscribed again after a disconnection; local caches dropped what they may have missed');
      })
      .catch((error: Error) => warn(`subscribing failed (${error.message}); retrying on the next connection`));
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANGE_CHANNEL) return;
    let json: unknown;
    try {
      json = JSON.parse(message);
    } catch {
      json = null;
    }
    const parsed = MessageSchema.safeParse(json);
    // This instance delivered its own change when it published it.
    if (parsed.success) {
      if (parsed.data.from !== instanceId) fanOut.deliver(parsed.data.change);
      return;
    }
    // Too many ids or an unknown field: still a change of that kind, so drop everything of it rather than nothing.
    const kind = KindOnlySchema.safeParse(json);
    if (kind.success && kind.data.from !== instanceId) fanOut.deliver({ kind: kind.data.change.kind });
    else if (!kind.success) warn('ignored a malformed change message');
  });

  // Boot does not wait for Redis to come up: the feed starts local-only and heals when it connects.
  await Promise.all([publisher.connect().catch(() => undefined), subscriber.connect().catch(() => undefined)]);
  if (subscriber.status === 'ready') {
    // Serve only once this instance hears the others (bounded like every Redis call).
    await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  } else {
    mayHaveMissed = true;
  }

  return {
    async publish(change) {
      fanOut.deliver(change);
      try {
        await send(change);
      } catch (error) {
        unsent.add(change.kind);
        warn(`publishing a ${change.kind} change failed (${error instanceof Error ? error.message : String(error)}); delivered on this instance only`);
      }
    },
    subscribe: fanOut.subscribe,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** The feed the app uses: Redis when a URL is configured, else this process only. */
export function openChangeFeed(redisUrl: string | undefined, log?: Log): Promise<ChangeFeedHandle> {
  return redisUrl ? createRedisChangeFeed(redisUrl, log ? { log } : {}) : Promise.resolve(createLocalChangeFeed(log));
}
