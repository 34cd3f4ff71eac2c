/** The orders module: order snapshots, shopper access, tracking and return labels; decorates `fastify.orders`. */
import fp from 'fastify-plugin';
import { orderRoutes, type OrderRouteOptions } from './routes';
import { createOrdersService, type OrdersService } from './service';

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
