/**
 * The experiments module (issue 24): A/B experiments defined in the database, variants assigned on the server from
 * a stable hash of the visitor id (cookie `optimizelyUserId`) so the server-rendered HTML already shows them, with
 * consent per experiment, mutually exclusive groups, and assignment/exposure counts for operators
 * (`/healthcheck/experiments`). Decorates `fastify.experiments`; the edge asks it for each document's variants.
 */
import fp from 'fastify-plugin';
import { experimentsRoutes } from './routes';
import { createExperimentsService, type ExperimentsService } from './service';

export type { ExperimentsService, Resolution } from './service';
export { seedExperiments } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    experiments: ExperimentsService;
  }
}

export default fp(
  async (app) => {
    const service = createExperimentsService(app.database.db, app.log);
    app.decorate('experiments', service);
    // Before the server listens: the first documents already carry their variants.
    app.addHook('onReady', () => service.start());
    app.addHook('onClose', () => service.stop());
    await app.register(experimentsRoutes);
  },
  { name: 'experiments', dependencies: ['database', 'rate-limit', 'operators'] },
);
