/** Checkout endpoints: address validation with a suggested correction, place order (Idempotency-Key), 3-D Secure completion. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestAddress, sameAddress, validateAddress } from '@sf/contracts';
import {
  AddressValidationBodySchema,
  AddressValidationResultSchema,
  ApiErrorSchema,
  IdempotencyHeadersSchema,
  OrderChallengeBodySchema,
  OrderSchema,
  OrderStatusSchema,
  PlaceOrderBodySchema,
  PlaceOrderResultSchema,
} from '@sf/contracts/api';
import { conflictResponse, errorResponses } from '../../http-errors';

const tags = ['checkout'];
const paymentErrors = {
  401: ApiErrorSchema.describe('Paying with loyalty points needs a signed-in shopper'),
  402: ApiErrorSchema.describe("Payment declined: the provider's message; stock, gift cards and points were given back"),
  403: ApiErrorSchema.describe('Paying with loyalty points needs a member of the brand programme'),
  422: ApiErrorSchema.describe('Idempotency-Key already used with a different request'),
};

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/checkout/address/validate', {
    schema: {
      tags,
      summary: 'Check an address by its country rules and suggest the printed form',
      body: AddressValidationBodySchema,
      response: { 200: AddressValidationResultSchema, 400: errorResponses[400] },
    },
    handler: async (request) => {
      const { address } = request.body;
      const problems = validateAddress(address);
      const suggested = suggestAddress(address);
      // A suggestion is offered only when it fixes everything (e.g. "00950" → "00-950"); else the shopper must edit.
      const suggestion = validateAddress(suggested).length === 0 ? suggested : null;
      return { valid: problems.length === 0, problems, suggestion, changed: suggestion !== null && !sameAddress(address, suggestion) };
    },
  });

  app.post('/api/checkout/orders', {
    schema: {
      tags,
      summary: 'Place the order: 201 paid, 202 3-D Secure challenge, 200 replay of the same Idempotency-Key',
      headers: IdempotencyHeadersSchema,
      body: PlaceOrderBodySchema,
      response: {
        200: PlaceOrderResultSchema,
        201: PlaceOrderResultSchema,
        202: PlaceOrderResultSchema,
        ...errorResponses,
        ...conflictResponse,
        ...paymentErrors,
      },
    },
    handler: async (request, reply) => {
      const customer = await app.currentCustomer(request);
      const outcome = await app.checkout.placeOrder(request.body, request.headers['idempotency-key'], customer?.customerId ?? null);
      return reply.code(outcome.statusCode).send(outcome.result);
    },
  });

  app.post('/api/checkout/orders/:orderNumber/challenge', {
    schema: {
      tags,
      summary: 'After the 3-D Secure challenge: completes (paid) or cancels the order',
      params: z.object({ orderNumber: z.string().trim().min(1).max(20) }),
      body: OrderChallengeBodySchema,
      response: { 200: PlaceOrderResultSchema, ...errorResponses, ...conflictResponse, 402: paymentErrors[402] },
    },
    handler: (request) => app.checkout.completeChallenge(request.params.orderNumber, request.body.paymentId),
  });

  // Non-production and a signed-in operator only: move an order along the state machine with its money movements (tests, trying pages by hand).
  app.post('/api/dev/orders/:orderNumber/status', {
    schema: {
      tags: ['dev'],
      summary: 'Ship, deliver, return or cancel an order (not on production)',
      params: z.object({ orderNumber: z.string().trim().min(1).max(20) }),
      body: z.object({ status: OrderStatusSchema }),
      security: [{ operatorSession: [] }],
      response: {
        200: OrderSchema,
        ...errorResponses,
        ...conflictResponse,
        401: ApiErrorSchema.describe('No operator session'),
        403: ApiErrorSchema.describe('Cross-site request'),
      },
    },
    preHandler: app.requireDevOperator,
    handler: async (request) => {
      return app.checkout.advance(request.params.orderNumber, request.body.status);
    },
  });
};
