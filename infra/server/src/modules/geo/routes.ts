/** Geo endpoints of spec §7: the visitor's country and the location selector's country list. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GeoCountrySchema, LocationSelectorSchema } from '@sf/contracts/api';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get-user-geo-country', {
    schema: {
      tags: ['platform'],
      summary: 'Country of the visitor (x-country header, Accept-Language, default locale)',
      // Lenient on purpose: an odd header falls back to the next hint instead of failing the request.
      headers: z.object({ 'x-country': z.string().optional(), 'accept-language': z.string().optional() }),
      response: { 200: GeoCountrySchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('vary', 'x-country, accept-language');
      return app.geo.country({ xCountry: request.headers['x-country'], acceptLanguage: request.headers['accept-language'] });
    },
  });

  app.get('/fapi/pages/location-selector', {
    schema: { tags: ['platform'], summary: 'Country sites and their locales', response: { 200: LocationSelectorSchema } },
    handler: async () => app.geo.locationSelector(),
  });
};
