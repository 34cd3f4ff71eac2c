/** The catalog module: owns categories, products, variants and the price book; decorates `fastify.catalog`. */
import fp from 'fastify-plugin';
import { catalogRoutes } from './routes';
import { createCatalogService, type CatalogService } from './service';
import { withReadCache } from './read-cache';

// What other modules may use (they import this index, never the files behind it).
export { createCatalogService, type CatalogService, type VariantOffer } from './service';
export { WAREHOUSE_OF_REGION, type Gender, type ProductIndexRecord, type SizeChartId, type WarehouseId } from './index-records';
export { SIZE_CHART_IDS, sizeKeysOf, sizeLabel, sizeSystemOf, type SizeSystem } from './size-systems';
export { COLOUR_CODES, COLOUR_NAMES } from './vocabulary/colours';
export { FEATURES } from './vocabulary/attributes';
export { productImage } from './product-read-model';
export { CategorySlugSchema } from './schemas';

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
