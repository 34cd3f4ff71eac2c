/** Platform endpoints: remote registry, latest build id (for reload-on-deploy) and the health check. */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthStatusSchema, LatestBuildSchema, RemoteRegistrySchema } from '@sf/contracts/api';
import type { HealthStatus } from '@sf/contracts';
import { SERVER_VERSION } from '../../version';
import { visitorPreview } from '../releases/visitor-preview';

const tags = ['platform'];

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  // Issue 26: a preview visitor's registry and build id are the preview's (never cached: the answers say no-cache).
  const previewContext = {
    secret: app.config.APP_SECRET,
    hostSuffix: app.config.PREVIEW_HOST_SUFFIX,
    publicUrl: app.config.PUBLIC_URL,
    state: app.releases.state,
  };
  const previewOf = (request: FastifyRequest) => visitorPreview(previewContext, request.hostname, request.cookies)?.name ?? null;

  app.get('/fapi/remotes', {
    schema: { tags, summary: 'Remote registry: where the shell loads each remote from', response: { 200: RemoteRegistrySchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.remotes.registry(previewOf(request));
    },
  });

  app.get('/builds/latest.json', {
    schema: {
      tags,
      summary: 'Current build id; the timestamp query only defeats intermediary caches',
      querystring: z.object({ timestamp: z.string().max(32).optional() }),
      response: { 200: LatestBuildSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { id: app.remotes.buildId(previewOf(request)) };
    },
  });

  app.get('/healthcheck/status', {
    schema: { tags, summary: 'Liveness with a database round trip and the state of Redis', response: { 200: HealthStatusSchema, 503: HealthStatusSchema } },
    handler: async (request, reply) => {
      const started = performance.now();
      let up = true;
      try {
        await app.database.ping();
      } catch (error) {
        up = false;
        request.log.error({ err: error }, 'health check: database ping failed');
      }
      const redis = app.keyValue.health();
      const memory = process.memoryUsage();
      const status: HealthStatus = {
        status: up && redis !== 'down' ? 'ok' : 'degraded',
        database: { state: up ? 'up' : 'down', driver: app.database.driver, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
        redis: { state: redis === 'ok' ? 'up' : redis },
        version: SERVER_VERSION,
        buildId: app.remotes.buildId(),
        environment: app.config.environment,
        uptimeSeconds: Math.round(process.uptime()),
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
        remotes: app.remotes.registry().remotes.map((remote) => ({
          name: remote.name,
          version: remote.version,
          buildId: remote.buildId,
          manifestUrl: remote.manifestUrl,
          serverRendered: remote.serverEntryUrl !== undefined,
        })),
      };
      // Without the database this instance cannot serve (503: take it out of rotation); without Redis it serves in
      // its stated degraded way, and every instance shares that Redis, so it stays in (200, status degraded).
      return reply
        .code(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(status);
    },
  });
};
