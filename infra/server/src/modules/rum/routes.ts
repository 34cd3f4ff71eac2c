/**
 * Real-user monitoring endpoints. `POST /api/rum` takes the beacon of a page view: no session needed (nothing in it
 * names the shopper), small, rate limited per address, and refused when the browser says it comes from another site
 * (a beacon is a "simple" request that needs no CORS preflight, so any site could otherwise post junk into our
 * percentiles). `GET /api/rum/summary` is for signed-in operators only.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrandKey } from '@sf/remote-contract';
import { ApiErrorSchema, RumBatchSchema, RumSummaryQuerySchema, RumSummarySchema } from '@sf/contracts/api';
import { errorResponses } from '../../http-errors';
import { limitPerAddress } from '../../plugins/rate-limit';
import { parseBeaconBody, refuseCrossSite } from '../../plugins/same-site';

const tags = ['rum'];
/** A batch of 20 metrics is about 2 KB of JSON; anything near this limit is not a beacon of ours. */
export const RUM_BODY_LIMIT_BYTES = 8 * 1024;
/** A page view sends one to three beacons (hidden, back, hidden again); this leaves room for a busy office behind one address. */
export const RUM_LIMITS = { perAddress: { limit: 120, windowSeconds: 60 } };

export const rumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/rum', {
    schema: {
      tags,
      summary: "Report a page view's Core Web Vitals (sent by the shell with performance consent; JSON, also as text/plain)",
      consumes: ['application/json', 'text/plain'],
      body: RumBatchSchema,
      response: {
        204: z.null().describe('Stored'),
        400: errorResponses[400],
        403: ApiErrorSchema.describe('Sent from another site'),
        413: ApiErrorSchema.describe('Body over 8 KB'),
        429: ApiErrorSchema.describe('Too many reports from this address; see Retry-After'),
      },
    },
    bodyLimit: RUM_BODY_LIMIT_BYTES,
    config: limitPerAddress('rum-reports', RUM_LIMITS.perAddress, 'reports'),
    onRequest: refuseCrossSite,
    preValidation: parseBeaconBody,
    handler: async (request, reply) => {
      await app.rum.record({ ...request.body, brand: request.body.brand as BrandKey });
      // Occasional housekeeping; a failure must not cost the shopper's report.
      await app.rum.pruneIfDue().then(
        (deleted) => deleted && request.log.info({ deleted }, 'rum: pruned old measurements'),
        (error: unknown) => request.log.warn({ err: error }, 'rum: pruning failed'),
      );
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });

  app.get('/api/rum/summary', {
    schema: {
      tags,
      summary: 'Core Web Vitals per page type: p75 and count over the last 24 hours and 7 days (operators)',
      security: [{ operatorSession: [] }],
      querystring: RumSummaryQuerySchema,
      response: { 200: RumSummarySchema, 400: errorResponses[400], 401: ApiErrorSchema.describe('No operator session') },
    },
    preHandler: app.requireOperator,
    handler: async (request, reply) => {
      const summary = await app.rum.summary(request.query.brand as BrandKey | undefined);
      return reply.header('cache-control', 'no-store').send(summary);
    },
  });
};
