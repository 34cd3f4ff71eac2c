/**
 * The reviews module (issue 25): ratings and reviews, helpful votes, reports, shopper photos (through the image
 * pipeline), questions and answers, and their moderation. The catalog's rating columns are the maintained aggregate
 * of approved reviews. Decorates `fastify.reviews`.
 */
import fp from 'fastify-plugin';
import { reviewRoutes } from './routes';
import { createReviewsService, type ReviewsService } from './service';

export type { ReviewsService } from './service';
export { seedReviews, SEEDED_REVIEWS_PER_PRODUCT } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'reviews',
      createReviewsService(app.database.db, {
        // Listing cards read the search index: re-index, then evict the product's cached pages and reads and the listings.
        onRatingsChanged: async (productIds) => {
          await app.listings
            .reindexProducts(productIds)
            .catch((error: unknown) => app.log.error({ err: error, productIds }, 'search reindex after a rating change failed'));
          await app.changes.publish({ kind: 'rating', productIds });
        },
      }),
    );
    // Not wrapped by fastify-plugin: the photo route's body parser stays inside this module.
    await app.register(reviewRoutes);
  },
  { name: 'reviews', dependencies: ['database', 'catalog', 'images', 'search', 'change-feed', 'operators', 'customer', 'rate-limit'] },
);
