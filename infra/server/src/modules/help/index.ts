/**
 * The help module (issue 25): the help centre's topics and articles (indexed into the search engine at boot), the
 * contact form's customer-service cases and their acknowledgement e-mails. Decorates `fastify.helpCentre` and
 * `fastify.cases`.
 */
import fp from 'fastify-plugin';
import { createCaseService, type CaseService } from './cases';
import { createHelpCentre, helpDocuments, type HelpCentre } from './help-centre';
import { helpRoutes } from './routes';

export type { CaseService } from './cases';
export type { HelpCentre } from './help-centre';
// The written articles themselves, for readers other than the help pages (the chat bot's retrieval).
export { HELP_CONTENT, type HelpArticleText, type HelpTopicText } from './content';

declare module 'fastify' {
  interface FastifyInstance {
    helpCentre: HelpCentre;
    cases: CaseService;
  }
}

export default fp(
  async (app) => {
    await app.articleSearch.index(helpDocuments());
    app.decorate('helpCentre', createHelpCentre(app.articleSearch));
    app.decorate('cases', createCaseService(app.database.db, { outbox: app.outbox, i18n: app.i18n }));
    await app.register(helpRoutes);
  },
  { name: 'help', dependencies: ['database', 'search', 'outbox', 'i18n', 'operators', 'rate-limit', 'key-value'] },
);
