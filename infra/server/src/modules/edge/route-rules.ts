/**
 * Spec §7 "route-rules lookup by path (may return a redirect)": the shell asks before a client navigation, and gets
 * the answer a document request for the same path would get (navigation-rules.ts). Cached briefly by browsers and
 * shared caches: the answer depends only on the host, the path and (with the no_prefix strategy) the locale cookie.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RouteRulesQuerySchema, RouteRulesSchema } from '@sf/contracts/api';
import { errorResponses } from '../../http-errors';
import { createNavigationRules } from './navigation-rules';
import { brandOfHostFor, originHosts } from '../../site-context';
import { LOCALE_COOKIE, resolveSite } from './site-resolver';

/** Seconds a route-rules answer may be reused (an operator's new redirect reaches navigations within this time). */
export const ROUTE_RULES_MAX_AGE_S = 60;

export const routeRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { DEFAULT_BRAND, DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY } = app.config;
  const localePaths = { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE };
  const rules = createNavigationRules(app, localePaths);
  // The same host → brand rule as the document lane (BRAND_PUBLIC_URLS included), so both answer alike.
  const siteConfig = { ...localePaths, defaultBrand: DEFAULT_BRAND, originHosts: originHosts(app.config.brandOrigins) };
  const brandOfHost = brandOfHostFor(app.config);

  app.get('/fapi/route-rules', {
    schema: {
      tags: ['platform'],
      summary: 'Navigation rules 3, 4 and 9 for a public path: the redirect a document request would get, or null',
      querystring: RouteRulesQuerySchema,
      response: { 200: RouteRulesSchema, 400: errorResponses[400] },
    },
    handler: async (request, reply) => {
      const url = new URL(request.query.path, 'http://placeholder');
      const site = resolveSite(
        { hostname: request.hostname, pathname: url.pathname, search: url.search, localeCookie: request.cookies[LOCALE_COOKIE] },
        siteConfig,
      );
      const ruleSite = site.kind === 'site' ? site : { brand: brandOfHost(request.hostname), locale: DEFAULT_LOCALE, path: url.pathname };
      const redirect = await rules.resolve(url.pathname, url.search, ruleSite);
      reply.header('cache-control', `public, max-age=${ROUTE_RULES_MAX_AGE_S}`);
      if (LOCALE_PREFIX_STRATEGY === 'no_prefix') reply.header('vary', 'Cookie');
      return { redirect };
    },
  });
};
