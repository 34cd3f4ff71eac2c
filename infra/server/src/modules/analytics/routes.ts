/**
 * First-party analytics endpoints. `POST /api/analytics/events` takes a batch of data-layer events: no session
 * needed (nothing in it names the shopper), size-capped, rate limited per address, and refused when the browser
 * says it comes from another site (a beacon is a "simple" request without CORS preflight, so any site could
 * otherwise post junk into the funnel). The reports are for signed-in operators only.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrandKey, LocaleCode } from '@sf/remote-contract';
import { AnalyticsFunnelSchema, AnalyticsReportQuerySchema, ApiErrorSchema, IngestBatchSchema, SearchesWithoutResultsSchema } from '@sf/contracts/api';
import { errorResponses } from '../../http-errors';
import { limitPerAddress } from '../../plugins/rate-limit';
import { parseBeaconBody, refuseCrossSite } from '../../plugins/same-site';

const tags = ['analytics'];
/** A full batch of 50 events with product lists is about 20 KB of JSON; anything beyond is not a batch of ours. */
export const ANALYTICS_BODY_LIMIT_BYTES = 32 * 1024;
/**
 * The browser sends at most one batch per 500 ms while the shopper acts, usually far fewer; this leaves room for a
 * busy office behind one address.
 */
export const ANALYTICS_LIMITS = { perAddress: { limit: 300, windowSeconds: 60 } };

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/analytics/events', {
    schema: {
      tags,
      summary: 'Store a batch of data-layer events (sent by the browser with performance consent; JSON, also as text/plain)',
      consumes: ['application/json', 'text/plain'],
      body: IngestBatchSchema,
      response: {
        204: z.null().describe('Stored'),
        400: errorResponses[400],
        403: ApiErrorSchema.describe('Sent from another site'),
        413: ApiErrorSchema.describe('Body over 32 KB'),
        429: ApiErrorSchema.describe('Too many batches from this address; see Retry-After'),
      },
    },
    bodyLimit: ANALYTICS_BODY_LIMIT_BYTES,
    config: limitPerAddress('analytics-events', ANALYTICS_LIMITS.perAddress, 'analytics batches'),
    onRequest: refuseCrossSite,
    preValidation: parseBeaconBody,
    handler: async (request, reply) => {
      await app.analytics.record({ ...request.body, brand: request.body.brand as BrandKey, locale: request.body.locale as LocaleCode });
      // Occasional housekeeping; a failure must not cost the shopper's batch.
      await app.analytics.pruneIfDue().then(
        (deleted) => deleted && request.log.info({ deleted }, 'analytics: pruned old events'),
        (error: unknown) => request.log.warn({ err: error }, 'analytics: pruning failed'),
      );
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });

  const reportResponses = { 400: errorResponses[400], 401: ApiErrorSchema.describe('No operator session') };

  app.get('/api/analytics/funnel', {
    schema: {
      tags,
      summary: 'Sessions reaching product list, product, basket, checkout and order, per brand and country site (operators)',
      security: [{ operatorSession: [] }],
      querystring: AnalyticsReportQuerySchema,
      response: { 200: AnalyticsFunnelSchema, ...reportResponses },
    },
    preHandler: app.requireOperator,
    handler: async (request, reply) => {
      const funnel = await app.analytics.funnel({ brand: request.query.brand as BrandKey | undefined, days: request.query.days });
      return reply.header('cache-control', 'no-store').send(funnel);
    },
  });

  app.get('/api/analytics/searches-without-results', {
    schema: {
      tags,
      summary: 'The most frequent searches that found no products, per site (operators)',
      security: [{ operatorSession: [] }],
      querystring: AnalyticsReportQuerySchema,
      response: { 200: SearchesWithoutResultsSchema, ...reportResponses },
    },
    preHandler: app.requireOperator,
    handler: async (request, reply) => {
      const report = await app.analytics.searchesWithoutResults({ brand: request.query.brand as BrandKey | undefined, days: request.query.days });
      return reply.header('cache-control', 'no-store').send(report);
    },
  });
};
