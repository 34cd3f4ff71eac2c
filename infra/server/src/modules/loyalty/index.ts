/**
 * The loyalty module: memberships per customer and brand, the append-only points ledger, earning on paid orders and
 * paying with points. Decorates `fastify.loyalty`; checkout calls its order hooks inside its own transactions.
 */
import fp from 'fastify-plugin';
import { ENROLLMENT_SOURCE_PATTERN } from '@sf/contracts/loyalty';
import { BRAND_KEYS, type BrandKey } from '@sf/remote-contract';
import { loyaltyRoutes } from './routes';
import { DEMO_MEMBER_EMAIL, seedDemoMember } from './seed';
import { createLoyaltyService, type LoyaltyService } from './service';

// What other modules may use (they import this index, never the files behind it).
export { LoyaltyError, NOT_MEMBER_MESSAGE, pointsForOrder, type LoyaltyService, type LoyaltyOrder } from './service';
export { DEMO_MEMBER_EMAIL, seedDemoMember } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    loyalty: LoyaltyService;
  }
}

export default fp(
  async (app) => {
    const service = createLoyaltyService(app.database.db);
    app.decorate('loyalty', service);
    // GDPR erasure: the memberships, their ledgers and order links go with the account.
    app.onCustomerDeleted((customerId) => service.deleteCustomer(customerId));
    // The session view says which programmes the shopper belongs to (isLoyaltyMember per brand in the browser).
    app.identity.setLoyaltyLookup((customerId) => service.brandsOf(customerId));
    // Sign-up with "join the loyalty programme" ticked (and the enrollment_marketing_source it came with).
    app.identity.onRegistered(async (customer, choices) => {
      if (!choices.enrollLoyalty || !(BRAND_KEYS as string[]).includes(choices.brand)) return;
      const source =
        choices.enrollmentMarketingSource && ENROLLMENT_SOURCE_PATTERN.test(choices.enrollmentMarketingSource) ? choices.enrollmentMarketingSource : null;
      await service.enroll(customer.id, { brand: choices.brand as BrandKey, locale: choices.locale, source });
    });
    // The identity seed creates the demo accounts outside production only; the demo member gets a points history.
    if (app.config.environment !== 'production') {
      const member = await app.identity.findByEmail(DEMO_MEMBER_EMAIL);
      if (member && (await seedDemoMember(service, member.id))) app.log.info('loyalty: demo member seeded');
    }
    await app.register(loyaltyRoutes);
  },
  { name: 'loyalty', dependencies: ['database', 'config', 'customer', 'identity'] },
);
