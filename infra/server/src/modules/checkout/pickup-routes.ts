/**
 * Store pickup endpoints (issue 25): the store counter's internal API (operator role store-staff) and the pickup
 * barcode a shopper shows at the counter (order number and e-mail, like the order details).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, OrderAccessQuerySchema, PickupCollectBodySchema, PickupListQuerySchema, PickupListSchema, PickupOrderSchema } from '@sf/contracts/api';
import { conflictResponse, errorResponses, notFound } from '../../http-errors';
import { createPickupCounter, pickupBarcodeSvg, type PickupDeps } from './pickups';

const tags = ['store-pickup'];
const operatorErrors = {
  401: ApiErrorSchema.describe('No operator session'),
  403: ApiErrorSchema.describe('The operator lacks the store-staff role, or a cross-site request'),
};
const orderNumberParams = z.object({ orderNumber: z.string().trim().min(1).max(20) });

export const pickupRoutes = (deps: PickupDeps): FastifyPluginAsyncZod =>
  async function pickupRoutesPlugin(app) {
    const counter = createPickupCounter(deps);
    const staffOnly = app.requireOperatorRole('store-staff');

    app.get('/api/internal/pickups', {
      schema: {
        tags,
        summary: "A store's pickup orders, newest first (role store-staff)",
        querystring: PickupListQuerySchema,
        security: [{ operatorSession: [] }],
        response: { 200: PickupListSchema, ...errorResponses, ...operatorErrors },
      },
      preHandler: staffOnly,
      handler: (request) => counter.list(request.query.storeId),
    });

    app.post('/api/internal/pickups/:orderNumber/ready', {
      schema: {
        tags,
        summary: 'Mark a pickup order ready: queues the ready-for-pickup e-mail once, however often it is clicked (role store-staff)',
        params: orderNumberParams,
        body: PickupListQuerySchema,
        security: [{ operatorSession: [] }],
        response: { 200: PickupOrderSchema, ...errorResponses, ...conflictResponse, ...operatorErrors },
      },
      preHandler: staffOnly,
      handler: (request) => counter.markReady(request.body.storeId, request.params.orderNumber),
    });

    app.post('/api/internal/pickups/collect', {
      schema: {
        tags,
        summary: 'Hand a ready pickup order over at the counter by its scanned or typed code (role store-staff)',
        body: PickupCollectBodySchema,
        security: [{ operatorSession: [] }],
        response: { 200: PickupOrderSchema, ...errorResponses, ...conflictResponse, ...operatorErrors },
      },
      preHandler: staffOnly,
      handler: (request) => counter.collect(request.body.storeId, request.body.code),
    });

    app.get('/api/orders/:orderNumber/pickup-code.svg', {
      schema: {
        tags,
        summary: "A pickup order's barcode (Code 128 of the order number) as SVG, for the shopper to show at the counter",
        params: orderNumberParams,
        querystring: OrderAccessQuerySchema,
        response: { 200: z.string(), ...errorResponses },
      },
      handler: async (request, reply) => {
        const order = await deps.orders.details(request.params.orderNumber, request.query.email);
        if (!order.pickup) throw notFound('This order is delivered, not picked up in store');
        return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(pickupBarcodeSvg(order.orderNumber));
      },
    });
  };
