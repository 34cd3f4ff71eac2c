/** The catalog module: owns categories, products, variants and the price book; decorates `fastify.catalog`. */
import fp from 'fastify-plugin';
import { catalogRoutes } from './routes';
import { createCatalogService, type CatalogService } from './service';
import { withReadCache } from './read-cache';
import { drawProductPhoto } from './product-photo';

// What other modules may use (they import this index, never the files behind it).
export { createCatalogService, type CatalogService, type SitemapCategory, type SitemapProduct, type VariantOffer } from './service';
export { WAREHOUSE_OF_REGION, type Gender, type ProductIndexRecord, type SizeChartId, type WarehouseId } from './index-records';
export { SIZE_CHART_IDS, sizeKeysOf, sizeLabel, sizeSystemOf, type SizeSystem } from './size-systems';
export { COLOUR_CODES, COLOUR_NAMES } from './vocabulary/colours';
export { offersSql, toVariantOffer, type OfferRow } from './variant-offers';
export { FEATURES } from './vocabulary/attributes';
export { PRODUCT_PHOTO_IDS, PRODUCT_VIEW_PHOTO_IDS, secondViewPicture } from './product-photo';
export { seedProductPhotos } from './photo-seed';
export { CategorySlugSchema } from './schemas';
export { writeRatings, type RatingAggregate } from './product-ratings';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export default fp(
  async (app) => {
    // Published stock, price and catalogue changes evict what they make stale (every instance, within a second).
    const cacheOptions = { ttlMs: app.config.CATALOG_CACHE_TTL_MS, maxEntries: 5000 };
    app.decorate('catalog', withReadCache(createCatalogService(app.database.db), cacheOptions, app.changes));
    // Seeded photos the image pipeline has not stored yet (a fresh disk, another instance's seed) are drawn on demand.
    app.images.useOriginalSource(drawProductPhoto);
    await app.register(catalogRoutes);
  },
  { name: 'catalog', dependencies: ['database', 'change-feed', 'images'] },
);
