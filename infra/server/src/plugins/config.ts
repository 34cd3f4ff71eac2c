/** Makes the validated environment and the filesystem layout available to every plugin as `fastify.config` / `.paths`. */
import fp from 'fastify-plugin';
import type { Env } from '../env';
import type { AppPaths } from '../paths';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
    paths: AppPaths;
  }
}

export default fp<{ env: Env; paths: AppPaths }>(
  async (app, options) => {
    app.decorate('config', options.env);
    app.decorate('paths', options.paths);
  },
  { name: 'config' },
);
