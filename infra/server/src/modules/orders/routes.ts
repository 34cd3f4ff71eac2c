/**
 * Shopper-facing order endpoints. Every one needs the order number and the e-mail address; guessing is slowed by
 * per-IP rate limits (429 with Retry-After), tighter on the lookup form than on pages reached from it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { ApiErrorSchema, OrderAccessQuerySchema, OrderLookupBodySchema, OrderSchema, OrderSummarySchema } from '@sf/contracts/api';
import { createMemoryStore } from '../../db/key-value';
import { conflictResponse, errorResponses } from '../../plugins/http-errors';
import { createRateLimit, TooManyRequestsError, type RateLimit } from '../../rate-limit';

const tags = ['orders'];
const OrderParams = z.object({ orderNumber: z.string().trim().min(1).max(20).describe('Order number, e.g. NB12345678') });
const tooMany = { 429: ApiErrorSchema.describe('Too many attempts from this address; see Retry-After') };
const responses = { ...errorResponses, ...tooMany };

export interface OrderRouteOptions {
  /** Lookups per IP per minute (the order-status form). */
  lookupLimit?: number;
  /** Detail, confirmation and label reads per IP per minute. */
  readLimit?: number;
}

/** Counts the attempt; on 429 sets Retry-After before the error handler answers. */
async function limited(limit: RateLimit, ip: string, reply: FastifyReply): Promise<void> {
  try {
    await limit.consume(ip);
  } catch (error) {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfter));
    throw error;
  }
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, options) => {
  const store = app.hasDecorator('keyValue') ? app.keyValue : createMemoryStore();
  const lookupLimit = createRateLimit(store, { name: 'order-lookup', limit: options.lookupLimit ?? 10, windowSeconds: 60 });
  const readLimit = createRateLimit(store, { name: 'order-read', limit: options.readLimit ?? 60, windowSeconds: 60 });

  app.post('/api/orders/lookup', {
    schema: { tags, summary: 'Order status by e-mail + order number (same 404 when either is wrong)', body: OrderLookupBodySchema, response: { 200: OrderSummarySchema, ...responses } },
    handler: async (request, reply) => {
      await limited(lookupLimit, request.ip, reply);
      return app.orders.lookup(request.body.orderNumber, request.body.email);
    },
  });

  app.get('/api/orders/:orderNumber', {
    schema: { tags, summary: 'Order details when the e-mail matches', params: OrderParams, querystring: OrderAccessQuerySchema, response: { 200: OrderSchema, ...responses } },
    handler: async (request, reply) => {
      await limited(readLimit, request.ip, reply);
      return app.orders.details(request.params.orderNumber, request.query.email);
    },
  });

  app.get('/api/orders/:orderNumber/confirmation', {
    schema: { tags, summary: 'The order for the confirmation page (isFinalized once paid)', params: OrderParams, querystring: OrderAccessQuerySchema, response: { 200: OrderSchema, ...responses } },
    handler: async (request, reply) => {
      await limited(readLimit, request.ip, reply);
      return app.orders.details(request.params.orderNumber, request.query.email);
    },
  });

  app.get('/api/orders/:orderNumber/return-label.pdf', {
    schema: {
      tags, summary: 'Printable return label (PDF) for a paid/shipped/delivered order within 30 days; 409 otherwise',
      params: OrderParams, querystring: OrderAccessQuerySchema,
      response: { 200: z.any().describe('application/pdf'), ...responses, ...conflictResponse },
    },
    handler: async (request, reply) => {
      await limited(readLimit, request.ip, reply);
      const label = await app.orders.returnLabel(request.params.orderNumber, request.query.email);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${label.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(label.pdf);
    },
  });
};
