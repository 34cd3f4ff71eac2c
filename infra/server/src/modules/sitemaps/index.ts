/**
 * The sitemaps module (issue 24): decorates `fastify.sitemaps`, every brand's sitemap index and children, generated
 * from the catalogue and the CMS and dropped on the change feed. The edge serves them on each brand's host.
 */
import fp from 'fastify-plugin';
import { createSitemapService, type SitemapService } from './service';

export { SITEMAP_FILE_PATTERN, type BrandSitemapSummary, type SitemapService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    sitemaps: SitemapService;
  }
}

export default fp(
  async (app) => {
    const { brandOrigins, DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY } = app.config;
    app.decorate(
      'sitemaps',
      createSitemapService({
        catalog: app.catalog,
        content: app.content,
        changes: app.changes,
        origins: brandOrigins,
        localePaths: { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE },
        alternateLinks: (path, brand) => app.i18n.alternateLinks(path, brand),
      }),
    );
  },
  { name: 'sitemaps', dependencies: ['config', 'catalog', 'content', 'i18n', 'change-feed'] },
);
