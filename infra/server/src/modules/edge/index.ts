/** The edge module: static front-end builds and one server-composed HTML document per page route. */
import fp from 'fastify-plugin';
import { documentRoutes } from './document-routes';
import { routeRulesRoutes } from './route-rules';
import siteFiles from './site-files';
import offlinePage from './offline-page';
import staticFiles from './static-files';
import { sitemapRoutes } from './sitemap-routes';

export default fp(
  async (app) => {
    await app.register(staticFiles);
    await app.register(siteFiles);
    await app.register(offlinePage);
    await app.register(sitemapRoutes);
    await app.register(routeRulesRoutes);
    await app.register(documentRoutes);
  },
  {
    name: 'edge',
    dependencies: [
      'catalog',
      'content',
      'stores',
      'geo',
      'i18n',
      'flags',
      'platform',
      'key-value',
      'change-feed',
      'identity',
      'sitemaps',
      'redirects',
      'reviews',
      'help',
    ],
  },
);
