/**
 * The rum module (issue 13): Core Web Vitals from shoppers' browsers, sent by the shell with performance consent to
 * `POST /api/rum`, kept 30 days, and summarised per page type for operators (`GET /api/rum/summary`, shown on the
 * internal page `/internal/web-vitals`). Decorates `fastify.rum`.
 */
import fp from 'fastify-plugin';
import { rumRoutes } from './routes';
import { createRumService, type RumService } from './service';

export type { RumService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    rum: RumService;
  }
}

export default fp(
  async (app) => {
    app.decorate('rum', createRumService(app.database.db));
    await app.register(rumRoutes);
  },
  { name: 'rum', dependencies: ['database', 'rate-limit', 'operators'] },
);
