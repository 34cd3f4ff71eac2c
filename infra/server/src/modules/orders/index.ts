/** The orders module: order snapshots, shopper access, tracking and return labels; decorates `fastify.orders`. */
import fp from 'fastify-plugin';
import { orderRoutes, type OrderRouteOptions } from './routes';
import { createOrdersService, type OrdersService } from './service';

// What other modules may use (they import this index, never the files behind it).
export { ORDER_NOT_FOUND, paidUpdateSql, type NewOrderRow, type OrderRow, type OrdersService, type PaidChanges } from './service';
export { newOrderNumber, normaliseOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';
export type { GiftCardDebitRecord } from './tables';
export { hasPaidOrderWith, type Purchaser } from './purchases';
export { confirmationEmail, giftCardEmail } from './emails';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

export default fp<OrderRouteOptions>(
  async (app, options) => {
    app.decorate('orders', createOrdersService(app.database.db, { i18n: app.i18n }));
    await app.register(orderRoutes, options);
  },
  { name: 'orders', dependencies: ['database', 'config', 'i18n'] },
);
