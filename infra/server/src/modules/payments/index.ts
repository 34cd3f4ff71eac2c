/**
 * The payments module: the provider interface and registry (test card PSP, BNPL), the record of payments
 * (`payments` table) and `fastify.payments`, which checkout uses to authorize, complete challenges, capture, void
 * and refund. The test PSP's own state (tokens, challenges) lives in `fastify.keyValue`, never in our tables.
 */
import fp from 'fastify-plugin';
import { createBnplProvider } from './bnpl-provider';
import { createProviderRegistry } from './provider';
import { providerRoutes } from './provider-routes';
import { paymentRoutes } from './routes';
import { createPaymentsService, type PaymentsService } from './service';
import { createTestCardProvider } from './test-card-provider';
import { createTestCardStore } from './test-card-store';
import { createTestCardVault } from './test-card-vault';

// What other modules may use (they import this index, never the files behind it).
export type { AuthorizeOutcome, PaymentDisplay, PaymentsService, SavedCardRecord } from './service';
export { SAVED_CARD_NOT_FOUND } from './saved-cards';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

export default fp(
  async (app) => {
    const store = createTestCardStore(app.keyValue);
    const card = createTestCardProvider(store, {
      challengePath: (paymentId) => `/payments/test-provider/challenge/${paymentId}`,
      vault: createTestCardVault(app.database.db, store),
    });
    const registry = createProviderRegistry([card, createBnplProvider()]);
    app.decorate('payments', createPaymentsService(app.database.db, registry));
    // Issue 24: checkout runs on every brand's origin, so each may frame the card form (a CSP source list).
    const frameOrigin = [...new Set(Object.values(app.config.brandOrigins).map((origin) => new URL(origin).origin))].join(' ');
    await app.register(providerRoutes, { store, showTestCards: app.config.environment !== 'production', frameOrigin, now: () => new Date() });
    await app.register(paymentRoutes);
  },
  { name: 'payments', dependencies: ['database', 'config', 'key-value', 'rate-limit'] },
);
