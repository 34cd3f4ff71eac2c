/** GET /fapi/i18n/:locale: the locale payload for a brand (SEO defaults are brand-aware). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandSchema, LocalePayloadSchema, LocaleSchema } from '@sf/contracts/api';
import { errorResponses } from '../../http-errors';
import { siteContext } from '../../site-context';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/fapi/i18n/:locale', {
    schema: {
      tags: ['platform'],
      summary: 'Texts, URL aliases, default SEO and hreflang links of a locale',
      params: z.object({ locale: LocaleSchema }),
      querystring: z.object({
        brand: BrandSchema.optional(),
        /** Only these text namespaces (comma-separated), as a remote asks for its own before it mounts. */
        ns: z
          .string()
          .max(400)
          .regex(/^[a-z][a-z-]*(,[a-z][a-z-]*)*$/, 'ns is a comma-separated list of text namespaces such as catalog,cart')
          .optional(),
      }),
      response: { 200: LocalePayloadSchema, 400: errorResponses[400] },
    },
    handler: async (request, reply) => {
      const site = siteContext({ brand: request.query.brand ?? app.config.DEFAULT_BRAND, locale: request.params.locale });
      // Texts change only with a deploy; a short shared cache spares the origin on busy pages.
      reply.header('cache-control', app.config.environment === 'production' ? 'public, max-age=300' : 'no-cache');
      return app.i18n.payload(site.locale, site.brand, request.query.ns?.split(','));
    },
  });
};
