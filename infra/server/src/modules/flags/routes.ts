/**
 * GET /fapi/featureFlags: flags for the locale named in the `locale` request header (default locale otherwise) and the
 * brand in the `brand` header (default brand otherwise), with the spec §3 evaluation context: a signed-in shopper is
 * a consumer with `isLoyaltyMember` from the loyalty module.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandSchema, FeatureFlagsSchema, LocaleSchema } from '@sf/contracts/api';
import type { BrandKey, LocaleCode } from '@sf/contracts';
import { errorResponses } from '../../plugins/http-errors';
import { flagContext, type FlagConsumerInput } from './service';

export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/fapi/featureFlags', {
    schema: {
      tags: ['platform'],
      summary: 'Feature flags for a locale and brand, with the evaluation context (consumer when signed in)',
      headers: z.object({ locale: LocaleSchema.optional(), brand: BrandSchema.optional() }),
      response: { 200: FeatureFlagsSchema, 400: errorResponses[400] },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const locale = (request.headers.locale as LocaleCode | undefined) ?? app.config.DEFAULT_LOCALE;
      const brand = (request.headers.brand as BrandKey | undefined) ?? app.config.DEFAULT_BRAND;
      // Flags must answer even when the session store is away: then the visitor is evaluated as a guest.
      const customer = await app.currentCustomer(request).catch(() => null);
      const consumer: FlagConsumerInput | null = customer
        ? { email: customer.email, role: customer.role, isLoyaltyMember: await app.loyalty.isMember(customer.customerId, brand).catch(() => false) }
        : null;
      return app.flags.evaluate(locale, flagContext({ brand, locale }, app.config.environment, consumer));
    },
  });
};
