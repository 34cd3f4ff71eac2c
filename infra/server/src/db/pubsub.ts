/**
 * What the change feed (db/change-feed.ts) and the chat hub (modules/chat/hub.ts) share: this process's listeners,
 * and the pair of Redis connections pub/sub needs, set up so that nothing waits on a dead Redis (no offline queue,
 * `timeoutMs` at most) and reconnection is automatic, with one warning line every 10 s while it is down.
 */
import { Redis } from 'ioredis';

export type Log = (message: string) => void;

/** This process's listeners of `T` events; a listener that throws is logged and does not stop the others. */
export function createFanOut<T extends { kind: string }>(log: Log, name: string) {
  const listeners = new Set<{ listener: (event: T) => void }>();
  return {
    deliver(event: T): void {
      for (const entry of [...listeners]) {
        try {
          entry.listener(event);
        } catch (error) {
          log(`[${name}] a listener failed on a ${event.kind} event: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    },
    subscribe(listener: (event: T) => void): () => void {
      const entry = { listener };
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
  };
}

/**
 * A publisher (fails at once while disconnected, waits at most `timeoutMs` otherwise) and a subscriber (subscribes
 * itself on every (re)connection: no auto-resubscribe), both connected lazily, plus `warn`, throttled to a line per 10 s
 * because every reconnect attempt fails the same way while Redis is down.
 */
export function redisPubSubPair(url: string, timeoutMs: number, log: Log, name: string) {
  const common = { lazyConnect: true, connectTimeout: timeoutMs, retryStrategy: (attempt: number) => Math.min(100 * 2 ** Math.min(attempt, 5), 2000) };
  const publisher = new Redis(url, { ...common, commandTimeout: timeoutMs, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const subscriber = new Redis(url, { ...common, autoResubscribe: false, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  let lastLogged = 0;
  const warn = (message: string) => {
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    log(`[${name}] ${message}`);
  };
  return { publisher, subscriber, warn };
}
