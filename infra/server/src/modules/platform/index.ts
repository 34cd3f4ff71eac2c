/** The platform module: remote registry, build id and health; decorates `fastify.remotes`. */
import fp from 'fastify-plugin';
import { platformRoutes } from './routes';
import { createRegistryService, type RegistryService } from './registry-service';

declare module 'fastify' {
  interface FastifyInstance {
    remotes: RegistryService;
  }
}

export default fp(
  async (app) => {
    const { REMOTE_OVERRIDES, SERVER_REMOTE_OVERRIDES, BUILD_ID, environment } = app.config;
    app.decorate(
      'remotes',
      createRegistryService({
        paths: app.paths,
        overrides: REMOTE_OVERRIDES,
        serverOverrides: SERVER_REMOTE_OVERRIDES,
        buildId: BUILD_ID,
        cache: environment === 'production',
        releases: app.releases.state,
      }),
    );
    await app.register(platformRoutes);
  },
  { name: 'platform', dependencies: ['config', 'database', 'releases'] },
);
