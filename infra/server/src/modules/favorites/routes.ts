/** HTTP surface of favourites: read, add, remove, and the sign-in merge of a guest list. Signed-in shoppers only. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ApiErrorSchema, FavoriteProductIdSchema, FavoritesQuerySchema, FavoritesSchema, MergeFavoritesBodySchema } from '@sf/contracts/api';
import { errorResponses, HttpError, notFound } from '../../http-errors';
import { siteContext } from '../../site-context';

const tags = ['favorites'];
const ProductParams = z.object({ productId: FavoriteProductIdSchema.describe('Product id, e.g. NB1001') });
const responses = { 200: FavoritesSchema, 400: errorResponses[400], 401: ApiErrorSchema.describe('Nobody is signed in') };

export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const customerOf = async (request: FastifyRequest): Promise<string> => {
    const customer = await app.currentCustomer(request);
    if (!customer) throw new HttpError(401, 'Sign in to keep favourites on your account');
    return customer.customerId;
  };

  app.get('/api/favorites', {
    schema: { tags, summary: "The signed-in shopper's favourites for the brand, in the order added", querystring: FavoritesQuerySchema, response: responses },
    handler: async (request) => app.favorites.list(await customerOf(request), siteContext(request.query)),
  });

  app.put('/api/favorites/:productId', {
    schema: {
      tags,
      summary: 'Add a product (adding it again changes nothing)',
      params: ProductParams,
      querystring: FavoritesQuerySchema,
      response: { ...responses, 404: errorResponses[404] },
    },
    handler: async (request) => {
      const list = await app.favorites.add(await customerOf(request), siteContext(request.query), request.params.productId);
      if (!list) throw notFound(`Product not found: ${request.params.productId}`);
      return list;
    },
  });

  app.delete('/api/favorites/:productId', {
    schema: {
      tags,
      summary: 'Remove a product (removing an absent one changes nothing)',
      params: ProductParams,
      querystring: FavoritesQuerySchema,
      response: responses,
    },
    handler: async (request) => app.favorites.remove(await customerOf(request), siteContext(request.query), request.params.productId),
  });

  app.post('/api/favorites/merge', {
    schema: {
      tags,
      summary: "Sign-in merge: the guest's list joins the account's (account order first, unknown ids dropped, idempotent)",
      body: MergeFavoritesBodySchema,
      response: responses,
    },
    handler: async (request) => app.favorites.merge(await customerOf(request), siteContext(request.body), request.body.productIds),
  });
};
