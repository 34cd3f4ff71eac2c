/** HTTP surface of the stores module: the store locator's list for a site. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreListSchema, StoresQuerySchema } from '@sf/contracts/api';
import { errorResponses } from '../../plugins/http-errors';
import { siteContext } from '../../site-context';

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/stores', {
    schema: {
      tags: ['stores'],
      summary: "The brand's stores in the site's country: `q` matches city, postcode or name; `lat`+`lng` sort nearest first",
      querystring: StoresQuerySchema,
      response: { 200: StoreListSchema, 400: errorResponses[400] },
    },
    handler: async (request) => {
      const { q, lat, lng } = request.query;
      // The schema has checked that lat and lng come together.
      const near = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null;
      return app.stores.list(siteContext(request.query), { query: q ?? null, near });
    },
  });
};
