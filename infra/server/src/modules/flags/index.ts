/** The flags module: evaluates feature flags; decorates `fastify.flags` (the edge inlines them into documents). */
import fp from 'fastify-plugin';
import { flagsRoutes } from './routes';
import { createFlagsService, type FlagsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    flags: FlagsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('flags', createFlagsService(app.config.FEATURE_FLAGS));
    await app.register(flagsRoutes);
  },
  { name: 'flags', dependencies: ['config', 'customer', 'loyalty'] },
);
