/** The catalog module: owns categories, products, variants and the price book; decorates `fastify.catalog`. */
import fp from 'fastify-plugin';
import { catalogRoutes } from './routes';
import { createCatalogService, type CatalogService } from './service';
import { withReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalog', withReadCache(createCatalogService(app.database.db), { ttlMs: app.config.CATALOG_CACHE_TTL_MS, maxEntries: 5000 }));
    await app.register(catalogRoutes);
  },
  { name: 'catalog', dependencies: ['database'] },
);
