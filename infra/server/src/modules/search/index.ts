/**
 * The search module: owns the listing/search index (rebuilt from the catalog service, which stays the source of
 * truth) and serves every product list (category, search, collections, discounts) and suggestions. Decorates
 * `fastify.listings`.
 */
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { CatalogService } from '../catalog';
import { catalogVocabulary, rowHelpers, sizeRank } from './catalog-vocabulary';
import { backfillDocumentFacets, backfillFacets, buildIndex, isIndexBuilt } from './index-builder';
import { searchRoutes } from './routes';
import { createSearchService, type SearchService } from './service';
import { createHelpArticleSearch, type HelpArticleSearch } from './help-articles';

// What other modules may use (they import this index, never the files behind it).
export type { SearchService } from './service';
export { pageListingRequest, pageSearchTerm } from './page-view';
export type { HelpArticleDocument, HelpArticleMatch, HelpArticleSearch } from './help-articles';

declare module 'fastify' {
  interface FastifyInstance {
    listings: SearchService;
    /** Issue 25: help articles in the search engine (indexed by the help module, searched in the shopper's language). */
    articleSearch: HelpArticleSearch;
  }
}

/** Seed hook: builds or refreshes the index from the catalog; returns rows written (0 when already up to date). */
export const buildSearchIndex = (db: Database, catalog: CatalogService): Promise<number> => buildIndex(db, catalog, rowHelpers);
export { isIndexBuilt as isSearchIndexBuilt };

export default fp(
  async (app) => {
    // An index built before the facet table existed gets it filled from its own rows (once; a no-op afterwards).
    await backfillFacets(app.database.db);
    await backfillDocumentFacets(app.database.db);
    app.decorate(
      'listings',
      createSearchService(app.database.db, {
        catalog: app.catalog,
        texts: (language) => app.i18n.texts(language),
        vocabulary: catalogVocabulary,
        sizeRank,
        rowHelpers,
      }),
    );
    app.decorate('articleSearch', createHelpArticleSearch(app.database.db));
    await app.register(searchRoutes);
  },
  { name: 'search', dependencies: ['database', 'catalog', 'i18n'] },
);
