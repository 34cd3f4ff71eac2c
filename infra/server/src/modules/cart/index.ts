/**
 * The cart module: owns baskets and basket lines (guests' and signed-in customers', see account-baskets.ts); reads the
 * catalogue only through `fastify.catalog`.
 */
import fp from 'fastify-plugin';
import { cartRoutes } from './routes';
import { createCartService, type CartService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { CartService } from './service';
export type { EmployeeDiscount, EmployeeDiscountProvider, PersonalDiscount, PersonalDiscountKind, PersonalDiscountProvider } from './personal-discount';
export type { MergeOutcome } from './account-baskets';
export type { BasketRow } from './basket-view';
export { closeBasketCtes } from './line-statements';

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
  }
}

export default fp(
  async (app) => {
    app.decorate('cart', createCartService(app.database.db, app.catalog));
    await app.register(cartRoutes);
  },
  { name: 'cart', dependencies: ['database', 'catalog', 'customer'] },
);
