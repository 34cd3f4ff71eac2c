/** The stores module: owns the brands' store directory (the store locator's data); decorates `fastify.stores`. */
import fp from 'fastify-plugin';
import { storesRoutes } from './routes';
import { createStoresService, type StoresService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { StoresService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    stores: StoresService;
  }
}

export default fp(
  async (app) => {
    app.decorate('stores', createStoresService(app.database.db));
    await app.register(storesRoutes);
  },
  { name: 'stores', dependencies: ['database'] },
);
