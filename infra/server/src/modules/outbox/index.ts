/** The outbox module: transactional e-mail outbox; decorates `fastify.outbox`. */
import fp from 'fastify-plugin';
import { outboxRoutes } from './routes';
import { createOutboxService, type OutboxService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { NewOutboxMessage, OutboxService } from './service';
export { messageValues, OUTBOX_COLUMNS } from './service';
export { emailDocument, escapeHtml, mailTexts, type MailTranslate } from './email-kit';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxService;
  }
}

export default fp(
  async (app) => {
    app.decorate('outbox', createOutboxService(app.database.db));
    await app.register(outboxRoutes);
  },
  { name: 'outbox', dependencies: ['database', 'config'] },
);
