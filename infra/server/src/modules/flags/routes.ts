/** GET /fapi/featureFlags: flags for the locale named in the `locale` request header (default locale otherwise). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeatureFlagsSchema, LocaleSchema } from '@sf/contracts/api';
import type { LocaleCode } from '@sf/contracts';
import { errorResponses } from '../../plugins/http-errors';

export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/fapi/featureFlags', {
    schema: {
      tags: ['platform'],
      summary: 'Feature flags for a locale',
      headers: z.object({ locale: LocaleSchema.optional() }),
      response: { 200: FeatureFlagsSchema, 400: errorResponses[400] },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.flags.evaluate((request.headers.locale as LocaleCode | undefined) ?? app.config.DEFAULT_LOCALE);
    },
  });
};
