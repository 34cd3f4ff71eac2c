/**
 * The verifications module (issue 25): student verification by academic e-mail (the `#student-verification` dialog)
 * and the student discount it earns. Decorates `fastify.verifications`. The cart learns about the discount only
 * through the provider installed here (`app.cart.usePersonalDiscounts('student', …)`), never by reading these tables.
 */
import fp from 'fastify-plugin';
import { createCodeKeeper } from './codes';
import { studentDiscount } from './discount';
import { verificationRoutes } from './routes';
import { createVerificationService, type VerificationService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { VerificationService } from './service';
export { STUDENT_DISCOUNT_TEXT } from './discount';

declare module 'fastify' {
  interface FastifyInstance {
    verifications: VerificationService;
  }
}

export default fp(
  async (app) => {
    const service = createVerificationService(app.database.db, { outbox: app.outbox, i18n: app.i18n, codes: createCodeKeeper(app.config.APP_SECRET) });
    app.decorate('verifications', service);
    app.cart.usePersonalDiscounts('student', async (customerId, handle) => ((await service.isVerified(customerId, handle)) ? studentDiscount : null));
    app.onCustomerDeleted((customerId) => service.forgetCustomer(customerId));
    await app.register(verificationRoutes);
  },
  { name: 'verifications', dependencies: ['database', 'config', 'customer', 'cart', 'outbox', 'i18n', 'rate-limit', 'key-value'] },
);
