/** The favourites module: owns the favorites table; describes products through the search index (`fastify.listings`). */
import fp from 'fastify-plugin';
import { favoritesRoutes } from './routes';
import { createFavoritesService, type FavoritesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    favorites: FavoritesService;
  }
}

export default fp(
  async (app) => {
    app.decorate('favorites', createFavoritesService(app.database.db, app.listings));
    await app.register(favoritesRoutes);
  },
  { name: 'favorites', dependencies: ['database', 'customer', 'search'] },
);
