/** The content module: owns CMS pages, content assets and navigation; decorates `fastify.content`. */
import fp from 'fastify-plugin';
import { createContentEditor, type ContentEditor } from './editor';
import { internalContentRoutes } from './internal-routes';
import type { ProductSource } from '@sf/contracts';
import type { SiteContext } from '../../site-context';
import { drawCampaignArt } from './campaign-art';
import { merchandisedPages } from './merchandised-pages';
import { contentRoutes } from './routes';
import { startContentScheduler } from './scheduler';
import { createContentService, type ContentService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { ContentService } from './service';
export type { ContentEditor } from './editor';
export { cmsPageOf } from './service';
export { brandHomeSlug, categoryLandingSlug } from './fragments';
export { seedCampaignArt } from './art-seed';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
    /** Issue 25: page versions, publishing and schedules (the internal editor; the edge's CMS preview). */
    contentEditor: ContentEditor & { runScheduler: () => Promise<number> };
  }
}

export default fp(
  async (app) => {
    const service = createContentService(app.database.db);
    app.decorate('content', service);
    // Issue 25: campaign art is drawn by the image pipeline on first request when the seed did not store it.
    // The scenes are known once the seeded pages have been built (once, on the first unknown image).
    let scenesKnown = false;
    if (app.hasDecorator('images')) {
      app.images.useOriginalSource((id) => {
        if (!scenesKnown) merchandisedPages();
        scenesKnown = true;
        return drawCampaignArt(id);
      });
    }
    // Product blocks read the catalogue through the search module's listings (registered after this module).
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('listings') || !app.hasDecorator('catalog')) return;
      const request = (limit: number, sort: 'newest' | 'recommended') => ({ sort, offset: 0, limit, filters: {} });
      service.useProductReader({
        async bySource(site: SiteContext, source: ProductSource, limit: number) {
          switch (source.kind) {
            case 'new-arrivals':
              return (await app.listings.collection(site, 'new-arrivals', request(limit, 'newest')))?.items ?? [];
            case 'bestsellers':
              return (await app.listings.collection(site, 'bestsellers', request(limit, 'recommended')))?.items ?? [];
            case 'category':
              return (await app.listings.categoryListing(site, source.slug, request(limit, 'recommended')))?.items ?? [];
            case 'ids':
              return (await app.catalog.productsByIds(site, source.ids)).slice(0, limit);
          }
        },
      });
    });
    await app.register(contentRoutes);

    // Issue 25: versions, the scheduler and the editor's API.
    const editor = createContentEditor(app.database.db);
    const versioned = await editor.ensureVersionsOfLivePages();
    if (versioned > 0) app.log.info(`content: ${versioned} live pages got their version 1`);
    const scheduler = startContentScheduler({
      editor,
      intervalMs: app.config.CONTENT_SCHEDULER_INTERVAL_MS,
      changed: () => app.changes.publish({ kind: 'content' }),
      log: (message, error) => app.log.warn({ err: error }, message),
    });
    // Schedules that fell due while no instance ran apply as soon as this one listens, not one interval later.
    app.addHook('onListen', async () => {
      void scheduler.runOnce();
    });
    app.addHook('onClose', () => scheduler.stop());
    app.decorate('contentEditor', { ...editor, runScheduler: scheduler.runOnce });
    await app.register(internalContentRoutes(editor));
  },
  { name: 'content', dependencies: ['database', 'config', 'change-feed', 'operators'] },
);
