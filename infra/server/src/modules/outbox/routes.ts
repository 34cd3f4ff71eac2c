/**
 * Non-production only, for a signed-in operator: the e-mails the shop would have sent, newest first (404 on production,
 * like an unknown route; 401 without an operator session).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, OutboxListSchema } from '@sf/contracts/api';
import { errorResponses } from '../../http-errors';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/dev/outbox', {
    schema: {
      tags: ['dev'],
      summary: 'E-mails written to the outbox (not on production)',
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
      security: [{ operatorSession: [] }],
      response: { 200: OutboxListSchema, 400: errorResponses[400], 401: ApiErrorSchema.describe('No operator session'), 404: errorResponses[404] },
    },
    preHandler: app.requireDevOperator,
    handler: async (request) => {
      return { messages: await app.outbox.list(request.query.limit) };
    },
  });
};
