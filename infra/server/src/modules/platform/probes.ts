/**
 * Issue 28: the probes a balancer or an orchestrator asks. Liveness says only that the process answers (restart it
 * when it does not); readiness says whether this instance should get traffic: its database answers in time, the
 * shared Redis (when configured) is reachable, and it is not shutting down. Pages that need neither (cached HTML,
 * static files) keep being served by a live instance whatever readiness says.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TimeoutError, withTimeout } from '../../with-timeout';

const tags = ['platform'];

/** Whether this instance was asked to stop: it then fails readiness and closes each keep-alive connection it answers. */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining: () => {
      draining = true;
    },
  };
}

const LivenessSchema = z.object({ status: z.literal('alive'), uptimeSeconds: z.number() });
const CheckSchema = z.enum(['up', 'down', 'not configured']);
const ReadinessSchema = z.object({
  ready: z.boolean(),
  database: CheckSchema,
  redis: CheckSchema,
  draining: z.boolean(),
  /** What keeps the instance out of rotation, in words; empty when ready. */
  problems: z.array(z.string()),
});

export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz/live', {
    schema: { tags, summary: 'Liveness: the process answers (no dependency is asked)', response: { 200: LivenessSchema } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'alive' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  });

  app.get('/healthz/ready', {
    schema: {
      tags,
      summary: 'Readiness: database and Redis reachable and not shutting down (503 takes the instance out of rotation)',
      response: { 200: ReadinessSchema, 503: ReadinessSchema },
    },
    handler: async (request, reply) => {
      const problems: string[] = [];
      let database: z.infer<typeof CheckSchema> = 'up';
      try {
        await withTimeout(app.database.ping(), app.config.READINESS_TIMEOUT_MS, 'the database ping');
      } catch (error) {
        database = 'down';
        problems.push(`database: ${error instanceof TimeoutError ? error.message : 'not reachable'}`);
        request.log.warn({ err: error }, 'readiness: database check failed');
      }
      const redisHealth = app.keyValue.health();
      const redis = redisHealth === 'ok' ? 'up' : redisHealth;
      if (redis === 'down') problems.push('redis: not reachable');
      const draining = app.lifecycle.draining;
      if (draining) problems.push('shutting down');
      const ready = problems.length === 0;
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ ready, database, redis, draining, problems });
    },
  });
};
