/** Geo endpoints of spec §7: the visitor's country and the location selector's country list. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GeoCountrySchema, LocationSelectorSchema } from '@sf/contracts/api';
import { brandOfHostFor } from '../../site-context';

/**
 * Whether the request reached us through a trusted proxy: Fastify (TRUST_PROXY) keeps in `request.ips` the socket
 * address plus the forwarded addresses it trusts, so more than one means the peer is a trusted proxy (which always
 * adds X-Forwarded-For). A client talking to us directly cannot make that true by sending headers.
 */
const viaTrustedProxy = (request: FastifyRequest): boolean => (request.ips?.length ?? 0) > 1;

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const header = app.config.GEO_COUNTRY_HEADER;

  app.get('/get-user-geo-country', {
    schema: {
      tags: ['platform'],
      summary:
        "Country of the visitor: the edge's country header (GEO_COUNTRY_HEADER, trusted proxies only), the offline geo-IP database, Accept-Language, default locale",
      response: { 200: GeoCountrySchema },
    },
    handler: async (request, reply) => {
      // Lenient on purpose: an odd header falls back to the next hint instead of failing the request.
      const sent = header && viaTrustedProxy(request) ? request.headers[header] : undefined;
      reply.header('cache-control', 'private, no-store');
      const acceptLanguage = request.headers['accept-language'];
      return app.geo.country({
        edgeCountry: typeof sent === 'string' ? sent : null,
        ip: request.ip,
        ...(typeof acceptLanguage === 'string' ? { acceptLanguage } : {}),
      });
    },
  });

  const brandOfHost = brandOfHostFor(app.config);
  app.get('/fapi/pages/location-selector', {
    schema: { tags: ['platform'], summary: 'Country sites and their locales', response: { 200: LocationSelectorSchema } },
    // Each entry names the brand's own host (issue 24): the brand is the request host's, as the edge picks it.
    handler: async (request) => app.geo.locationSelector(brandOfHost(request.hostname)),
  });
};
