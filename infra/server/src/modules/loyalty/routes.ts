/** HTTP surface of loyalty: the signed-in shopper's membership (tier, balance, ledger) and enrolment. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, LoyaltyAccountSchema, LoyaltyEnrollmentBodySchema, LoyaltyQuerySchema } from '@sf/contracts/api';
import { errorResponses } from '../../http-errors';
import { siteContext } from '../../site-context';

const tags = ['loyalty'];
const security = [{ customerSession: [] }];
const signInRequired = { 401: ApiErrorSchema.describe('Nobody is signed in') };

export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/loyalty', {
    schema: {
      tags,
      summary: "The signed-in shopper's membership of the brand's programme: tier, points balance, next tier and a ledger page",
      querystring: LoyaltyQuerySchema,
      security,
      response: { 200: LoyaltyAccountSchema, 400: errorResponses[400], ...signInRequired },
    },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      const { page, pageSize, ...site } = request.query;
      reply.header('cache-control', 'private, no-store');
      return app.loyalty.account(customer.customerId, siteContext(site), page, pageSize);
    },
  });

  app.post('/api/loyalty/enrollment', {
    schema: {
      tags,
      summary: 'Enrol the signed-in shopper in the brand programme (201); already a member answers 200 and changes nothing',
      body: LoyaltyEnrollmentBodySchema,
      security,
      response: { 200: LoyaltyAccountSchema, 201: LoyaltyAccountSchema, 400: errorResponses[400], ...signInRequired },
    },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      const site = siteContext(request.body);
      const { created } = await app.loyalty.enroll(customer.customerId, {
        brand: site.brand,
        locale: site.locale,
        source: request.body.enrollmentMarketingSource ?? null,
      });
      reply.header('cache-control', 'private, no-store');
      return reply.code(created ? 201 : 200).send(await app.loyalty.account(customer.customerId, site));
    },
  });
};
