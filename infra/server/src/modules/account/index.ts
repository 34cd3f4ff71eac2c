/**
 * The account module: a signed-in shopper's address book, saved cards, order history, saved gift cards, checkout
 * prefill and the sign-in basket merge (`/api/account/*` data endpoints; the profile itself is the identity module's).
 * Decorates `fastify.account`. Erases its data, and asks cart, payments and orders to erase theirs, when an account is
 * deleted; attaches guest orders of an e-mail once identity reports it verified.
 */
import fp from 'fastify-plugin';
import { BALANCE_CHECK_LIMIT } from '../gift-cards';
import { seedDemoAddresses } from './demo-data';
import { accountRoutes } from './routes';
import { type AccountService, createAccountService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { AccountService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountService;
  }
}

export default fp(
  async (app) => {
    const service = createAccountService({
      db: app.database.db,
      cart: app.cart,
      giftCards: app.giftCards,
      orders: app.orders,
      payments: app.payments,
      customerName: async (customerId) => {
        const customer = await app.identity.customer(customerId);
        return customer ? { firstName: customer.firstName, lastName: customer.lastName } : null;
      },
    });
    app.decorate('account', service);
    app.onCustomerDeleted((customerId) => service.forgetCustomer(customerId));
    // Sign-up verification and e-mail changes: guest orders placed with the proven address become the account's.
    app.identity.onEmailVerified(async (customerId, email) => void (await service.attachGuestOrders(customerId, email)));
    if (app.config.environment !== 'production') await seedDemoAddresses((email) => app.identity.findByEmail(email), service.addresses);
    await app.register(accountRoutes, { giftCardCheckLimit: BALANCE_CHECK_LIMIT });
  },
  { name: 'account', dependencies: ['database', 'customer', 'identity', 'cart', 'gift-cards', 'payments', 'orders'] },
);
