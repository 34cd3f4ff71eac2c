/** The content module: owns CMS pages, content assets and navigation; decorates `fastify.content`. */
import fp from 'fastify-plugin';
import { contentRoutes } from './routes';
import { createContentService, type ContentService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { ContentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

export default fp(
  async (app) => {
    app.decorate('content', createContentService(app.database.db));
    await app.register(contentRoutes);
  },
  { name: 'content', dependencies: ['database'] },
);
