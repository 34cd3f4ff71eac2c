/**
 * The redirects module: spec §2 navigation rule 9, server-defined redirects from the `redirects` table, held in
 * memory for the edge (documents) and `GET /fapi/route-rules` (client navigation); operators list, add and remove
 * them at `/api/redirects`. Decorates `fastify.redirects`.
 */
import fp from 'fastify-plugin';
import { redirectRoutes } from './routes';
import { createRedirectsService, type RedirectsService } from './service';

export type { RedirectMatch, RedirectsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    redirects: RedirectsService;
  }
}

export default fp(
  async (app) => {
    const service = createRedirectsService(app.database.db, app.log);
    app.decorate('redirects', service);
    // Loaded before the first request; a failure is logged and the table is tried again later (service.ts).
    await service.refresh();
    await app.register(redirectRoutes);
  },
  { name: 'redirects', dependencies: ['database', 'operators'] },
);
