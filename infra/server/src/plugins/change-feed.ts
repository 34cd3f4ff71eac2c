/**
 * Decorates `fastify.changes`: publish a catalogue change after its transaction commits; every per-instance cache that
 * shows stock, prices, the catalogue or content subscribes and drops what the change makes stale. Across instances
 * through Redis pub/sub when REDIS_URL is set, in process otherwise; see db/change-feed.ts for the behaviour while
 * Redis is down (publish never throws, local delivery always happens, caches' TTL remains the backstop).
 */
import fp from 'fastify-plugin';
import { openChangeFeed, type ChangeFeed } from '../db/change-feed';

export type { CatalogChange, ChangeFeed, ChangeListener } from '../db/change-feed';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

export default fp(
  async (app) => {
    const feed = await openChangeFeed(app.config.REDIS_URL, (message) => app.log.warn(message));
    app.addHook('onClose', () => feed.close());
    app.decorate('changes', { publish: feed.publish, subscribe: feed.subscribe } satisfies ChangeFeed);
  },
  { name: 'change-feed', dependencies: ['config'] },
);
