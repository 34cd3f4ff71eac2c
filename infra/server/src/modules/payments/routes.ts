/** Our API for payments: BNPL instalment quotes (authorization runs inside place-order, through app.payments). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BnplQuoteQuerySchema, BnplQuotesSchema } from '@sf/contracts/api';
import { errorResponses } from '../../http-errors';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/payments/bnpl/quotes', {
    schema: {
      tags: ['payments'],
      summary: 'Interest-free instalment plans (3 and 4) for an amount; approved up to the limit',
      querystring: BnplQuoteQuerySchema,
      response: { 200: BnplQuotesSchema, 400: errorResponses[400] },
    },
    handler: (request) => app.payments.bnplQuotes({ amount: request.query.amount, currency: request.query.currency }),
  });
};
