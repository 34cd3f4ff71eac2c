/** The geo module: visitor country and the country-site list; decorates `fastify.geo`. */
import fp from 'fastify-plugin';
import { geoRoutes } from './routes';
import { createGeoService, type GeoService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { GeoService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    geo: GeoService;
  }
}

export default fp(
  async (app) => {
    const { DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY } = app.config;
    app.decorate(
      'geo',
      createGeoService({
        brandOrigins: app.config.brandOrigins,
        defaultBrand: app.config.DEFAULT_BRAND,
        localePaths: { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE },
      }),
    );
    await app.register(geoRoutes);
  },
  { name: 'geo', dependencies: ['config'] },
);
