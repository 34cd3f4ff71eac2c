/** Non-production only: the e-mails the shop would have sent, newest first (404 on production, like an unknown route). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxListSchema } from '@sf/contracts/api';
import { errorResponses, notFound } from '../../plugins/http-errors';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/dev/outbox', {
    schema: {
      tags: ['dev'],
      summary: 'E-mails written to the outbox (not on production)',
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
      response: { 200: OutboxListSchema, 404: errorResponses[404], 400: errorResponses[400] },
    },
    handler: async (request) => {
      if (app.config.environment === 'production') throw notFound(`Route GET:${request.url} not found`);
      return { messages: await app.outbox.list(request.query.limit) };
    },
  });
};
