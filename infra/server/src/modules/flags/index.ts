/**
 * The flags module (issue 24): feature flags and their targeting rules in the database, evaluated from an in-memory
 * snapshot through OpenFeature; `/fapi/featureFlags` and its Server-Sent Events stream; the internal page's API with
 * an audit trail. Decorates `fastify.flags` (the edge inlines an anonymous visitor's flags into documents).
 */
import fp from 'fastify-plugin';
import { createFlagAdmin } from './flag-admin';
import { BACKSTOP_RELOAD_MS } from './flag-store';
import { createFlagStreamHub } from './flag-stream';
import { internalFlagRoutes } from './internal-routes';
import { flagsRoutes } from './routes';
import { ensureFlags } from './seed';
import { createFlagsService, type FlagsService } from './service';

export { DEFAULT_FLAGS } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    flags: FlagsService;
  }
}

export default fp(
  async (app) => {
    const { db } = app.database;
    const inserted = await ensureFlags(db);
    if (inserted > 0) app.log.info(`flags: seeded ${inserted} declared flags with their defaults`);
    const service = await createFlagsService({
      db,
      envOverrides: app.config.FEATURE_FLAGS,
      environment: { target: app.config.environment, deployContext: app.config.DEPLOY_CONTEXT },
      defaultBrand: app.config.DEFAULT_BRAND,
      log: (message, error) => app.log.warn({ err: error }, message),
    });
    await service.store.reload();
    app.decorate('flags', service);

    const hub = createFlagStreamHub({ maxPerAddress: app.config.FLAG_STREAMS_PER_ADDRESS });
    service.store.onChange((snapshot) => hub.broadcast(snapshot.version));
    const unsubscribe = app.changes.subscribe((change) => {
      if (change.kind === 'flags') void service.store.reload();
    });
    // Backstop for a change message that never arrived (Redis down while another instance saved).
    const backstop = setInterval(() => void service.store.reload(), BACKSTOP_RELOAD_MS).unref();
    app.addHook('preClose', async () => {
      hub.closeAll();
    });
    app.addHook('onClose', async () => {
      clearInterval(backstop);
      unsubscribe();
    });

    await app.register(flagsRoutes(hub));
    await app.register(internalFlagRoutes(createFlagAdmin(db, app.config.FEATURE_FLAGS)));
  },
  { name: 'flags', dependencies: ['config', 'database', 'change-feed', 'customer', 'loyalty', 'operators'] },
);
