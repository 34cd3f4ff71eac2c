/** The catalog module: owns categories, products, variants and the price book; decorates `fastify.catalog`. */
import fp from 'fastify-plugin';
import { catalogRoutes } from './routes';
import { createCatalogService, type CatalogService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalog', createCatalogService(app.database.db));
    await app.register(catalogRoutes);
  },
  { name: 'catalog', dependencies: ['database'] },
);
