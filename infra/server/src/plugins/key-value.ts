/**
 * Decorates `fastify.keyValue`: the expiring key-value store for state shared between instances (payment tokens,
 * 3-D Secure challenges, operator sessions, rate limits). Redis when REDIS_URL is set, else this process's memory;
 * see db/key-value.ts for what happens while Redis is down.
 */
import fp from 'fastify-plugin';
import { openKeyValueStore, type KeyValueStore } from '../db/key-value';

declare module 'fastify' {
  interface FastifyInstance {
    keyValue: KeyValueStore;
  }
}

export default fp(
  async (app) => {
    const store = await openKeyValueStore(app.config.REDIS_URL, (message) => app.log.warn(message));
    app.addHook('onClose', () => store.close());
    app.decorate('keyValue', store);
  },
  { name: 'key-value', dependencies: ['config'] },
);
