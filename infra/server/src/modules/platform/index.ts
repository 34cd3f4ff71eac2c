/** The platform module: remote registry, build id and health; decorates `fastify.remotes`. */
import fp from 'fastify-plugin';
import { platformRoutes } from './routes';
import { createLifecycle, probeRoutes, type Lifecycle } from './probes';
import { createRegistryService, type RegistryService } from './registry-service';

declare module 'fastify' {
  interface FastifyInstance {
    remotes: RegistryService;
    /** Issue 28: draining after SIGTERM (main.ts), read by the readiness probe. */
    lifecycle: Lifecycle;
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
    const lifecycle = createLifecycle();
    app.decorate('lifecycle', lifecycle);
    // While draining, keep-alive clients (a balancer's pooled connections) reconnect, and so reach another instance.
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.draining) reply.header('connection', 'close');
    });
    await app.register(platformRoutes);
    await app.register(probeRoutes);
  },
  { name: 'platform', dependencies: ['config', 'database', 'key-value', 'releases'] },
);
