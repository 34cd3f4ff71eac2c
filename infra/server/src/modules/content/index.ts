/** The content module: owns CMS pages, content assets and navigation; decorates `fastify.content`. */
import fp from 'fastify-plugin';
import { createContentEditor, type ContentEditor } from './editor';
import { internalContentRoutes } from './internal-routes';
import { contentRoutes } from './routes';
import { startContentScheduler } from './scheduler';
import { createContentService, type ContentService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { ContentService } from './service';
export type { ContentEditor } from './editor';
export { cmsPageOf } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
    /** Issue 25: page versions, publishing and schedules (the internal editor; the edge's CMS preview). */
    contentEditor: ContentEditor & { runScheduler: () => Promise<number> };
  }
}

export default fp(
  async (app) => {
    app.decorate('content', createContentService(app.database.db));
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
