/** The healthcheck module (issue 24): the operators' APIs of the /healthcheck pages; /healthcheck/status is platform's. */
import fp from 'fastify-plugin';
import { healthcheckRoutes } from './routes';

export default fp(
  async (app) => {
    await app.register(healthcheckRoutes);
  },
  { name: 'healthcheck', dependencies: ['config', 'operators', 'sitemaps', 'content', 'outbox', 'i18n'] },
);
