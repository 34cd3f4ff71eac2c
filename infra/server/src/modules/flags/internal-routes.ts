/**
 * The internal page's API (operators only, every environment): GET lists the flags with their rules and the audit
 * trail; PUT replaces one flag's default, rollout and rules. A saved edit is published on the change feed, so every
 * instance reloads its snapshot and pushes the new flags to its open streams within a second.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, FlagDefinitionSchema, FlagKeySchema, FlagUpdateSchema, InternalFlagsSchema } from '@sf/contracts/api';
import { errorResponses, HttpError } from '../../http-errors';
import { SIGN_IN_AS_OPERATOR_FOR_INTERNAL_PAGES, readOperatorCookie } from '../operators';
import type { FlagAdmin } from './flag-admin';

const tags = ['internal'];
const security = [{ operatorSession: [] }];

export const internalFlagRoutes = (admin: FlagAdmin): FastifyPluginAsyncZod =>
  async function internalFlagRoutes(app) {
    app.get('/api/internal/feature-flags', {
      schema: {
        tags,
        summary: 'Every feature flag with its rules, rollout and environment override, and the latest audit entries (operators)',
        security,
        response: { 200: InternalFlagsSchema, 401: ApiErrorSchema.describe('No operator session') },
      },
      preHandler: app.requireOperator,
      handler: async (_request, reply) => reply.header('cache-control', 'no-store').send(await admin.list()),
    });

    app.put('/api/internal/feature-flags/:key', {
      schema: {
        tags,
        summary: "Replace a flag's default value, rollout percentage and targeting rules (operators; audited)",
        security,
        params: z.object({ key: FlagKeySchema }),
        body: FlagUpdateSchema,
        response: {
          200: FlagDefinitionSchema,
          400: errorResponses[400],
          401: ApiErrorSchema.describe('No operator session'),
          403: ApiErrorSchema.describe('Sent from another site'),
          404: errorResponses[404],
          409: ApiErrorSchema.describe('Changed by someone else since it was read'),
        },
      },
      preHandler: app.requireOperator,
      handler: async (request, reply) => {
        const operator = await app.operators.session(readOperatorCookie(request));
        if (!operator) throw new HttpError(401, SIGN_IN_AS_OPERATOR_FOR_INTERNAL_PAGES);
        const saved = await admin.update(request.params.key, request.body, operator);
        request.log.info({ flag: saved.key, operator: operator.email, version: saved.version }, 'flags: an operator changed a flag');
        // After the commit: this instance reloads at once, the others through Redis when REDIS_URL is set.
        await app.changes.publish({ kind: 'flags' });
        await app.flags.store.settled();
        return reply.header('cache-control', 'no-store').send(saved);
      },
    });
  };
