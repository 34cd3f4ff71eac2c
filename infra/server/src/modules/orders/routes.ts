/**
 * Shopper-facing order endpoints. Every one needs the order number and the e-mail address; guessing is slowed by
 * per-IP rate limits (429 with Retry-After), tighter on the lookup form than on pages reached from it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, OrderAccessQuerySchema, OrderLookupBodySchema, OrderSchema, OrderSummarySchema } from '@sf/contracts/api';
import { conflictResponse, errorResponses } from '../../http-errors';

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

export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, options) => {
  // Per address and minute: tight on the lookup form, looser on the pages reached from it.
  const lookupLimit = { rateLimit: { groupId: 'order-lookup', max: options.lookupLimit ?? 10, timeWindow: 60_000 } };
  const readLimit = { rateLimit: { groupId: 'order-read', max: options.readLimit ?? 60, timeWindow: 60_000 } };

  app.post('/api/orders/lookup', {
    schema: {
      tags,
      summary: 'Order status by e-mail + order number (same 404 when either is wrong)',
      body: OrderLookupBodySchema,
      response: { 200: OrderSummarySchema, ...responses },
    },
    config: lookupLimit,
    handler: async (request) => {
      return app.orders.lookup(request.body.orderNumber, request.body.email);
    },
  });

  app.get('/api/orders/:orderNumber', {
    schema: {
      tags,
      summary: 'Order details when the e-mail matches',
      params: OrderParams,
      querystring: OrderAccessQuerySchema,
      response: { 200: OrderSchema, ...responses },
    },
    config: readLimit,
    handler: async (request) => {
      return app.orders.details(request.params.orderNumber, request.query.email);
    },
  });

  app.get('/api/orders/:orderNumber/confirmation', {
    schema: {
      tags,
      summary: 'The order for the confirmation page (isFinalized once paid)',
      params: OrderParams,
      querystring: OrderAccessQuerySchema,
      response: { 200: OrderSchema, ...responses },
    },
    config: readLimit,
    handler: async (request) => {
      return app.orders.details(request.params.orderNumber, request.query.email);
    },
  });

  app.get('/api/orders/:orderNumber/return-label.pdf', {
    schema: {
      tags,
      summary: 'Printable return label (PDF) for a paid/shipped/delivered order within 30 days; 409 otherwise',
      params: OrderParams,
      querystring: OrderAccessQuerySchema,
      response: { 200: z.any().describe('application/pdf'), ...responses, ...conflictResponse },
    },
    config: readLimit,
    handler: async (request, reply) => {
      const label = await app.orders.returnLabel(request.params.orderNumber, request.query.email);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${label.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(label.pdf);
    },
  });
};
