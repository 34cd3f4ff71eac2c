/**
 * The personalisation module (issue 24): the spec §3 profile the browser sends with targeting consent, kept per
 * visitor (latest only, 90 days), deleted when targeting is withdrawn (the browser's DELETE, and the consent module's
 * withdrawal hook by consent id), and "Recommended for you" ranked from it. Decorates `fastify.personalisation`.
 */
import fp from 'fastify-plugin';
import { personalisationRoutes } from './routes';
import { createPersonalisationService, type PersonalisationService } from './service';

export type { PersonalisationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    personalisation: PersonalisationService;
  }
}

export default fp(
  async (app) => {
    const service = createPersonalisationService(app.database.db, { catalog: app.catalog, listings: app.listings });
    app.decorate('personalisation', service);
    const stop = app.consent.onWithdrawn('targeting', async ({ consentId }) => {
      const deleted = await service.forgetConsent(consentId);
      if (deleted > 0) app.log.info({ deleted }, 'personalisation: profiles deleted on withdrawn targeting consent');
    });
    app.addHook('onClose', async () => stop());
    await app.register(personalisationRoutes);
  },
  { name: 'personalisation', dependencies: ['database', 'rate-limit', 'consent', 'catalog', 'search'] },
);
