/**
 * The analytics module (issue 24): data-layer events from shoppers' browsers, sent with performance consent to
 * `POST /api/analytics/events` when the `enableClientIngest` flag is on, kept 30 days; the funnel and the searches
 * without results for operators (`/internal/analytics`). Decorates `fastify.analytics`.
 */
import fp from 'fastify-plugin';
import { analyticsRoutes } from './routes';
import { createAnalyticsService, type AnalyticsService } from './service';

export type { AnalyticsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('analytics', createAnalyticsService(app.database.db));
    await app.register(analyticsRoutes);
  },
  { name: 'analytics', dependencies: ['database', 'rate-limit', 'operators'] },
);
