/**
 * Operator API of the redirects table (rule 9): list, add, remove. Only operators write redirects, which is what keeps
 * them from being an open redirect: a target off the site exists only because an operator configured it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, RedirectBodySchema, RedirectIdParamsSchema, RedirectListSchema, RedirectSchema } from '@sf/contracts/api';
import { readOperatorCookie } from '../operators';
import { errorResponses, HttpError, notFound } from '../../http-errors';
import { DuplicateRedirect } from './service';

const tags = ['redirects'];
const security = [{ operatorSession: [] }];
const unauthorised = { 401: ApiErrorSchema.describe('No operator session') };

export const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/redirects', {
    schema: { tags, security, summary: 'Server-defined redirects (operators)', response: { 200: RedirectListSchema, ...unauthorised } },
    preHandler: app.requireOperator,
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').send({ redirects: await app.redirects.list() }),
  });

  app.post('/api/redirects', {
    schema: {
      tags,
      security,
      summary: 'Add a redirect: a locale-free source path to a site path or an absolute URL, 301 or 302 (operators)',
      body: RedirectBodySchema,
      response: {
        201: RedirectSchema,
        400: errorResponses[400],
        ...unauthorised,
        403: ApiErrorSchema.describe('Sent from another site'),
        409: ApiErrorSchema.describe('The source path already redirects for this brand and locale'),
      },
    },
    preHandler: app.requireOperator,
    handler: async (request, reply) => {
      const operator = await app.operators.session(readOperatorCookie(request));
      try {
        return reply
          .code(201)
          .header('cache-control', 'no-store')
          .send(await app.redirects.add(request.body, operator?.email ?? null));
      } catch (error) {
        if (error instanceof DuplicateRedirect) throw new HttpError(409, error.message);
        throw error;
      }
    },
  });

  app.delete('/api/redirects/:id', {
    schema: {
      tags,
      security,
      summary: 'Remove a redirect (operators)',
      params: RedirectIdParamsSchema,
      response: { 204: z.null().describe('Removed'), 400: errorResponses[400], ...unauthorised, 403: ApiErrorSchema, 404: errorResponses[404] },
    },
    preHandler: app.requireOperator,
    handler: async (request, reply) => {
      if (!(await app.redirects.remove(request.params.id))) throw notFound(`id: no redirect ${request.params.id}`);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });
};
