/** HTTP surface of the cart: create a basket, read it, and add, change or remove lines. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddBasketItemBodySchema, BasketIdSchema, BasketSchema, CreateBasketBodySchema, UpdateBasketItemBodySchema } from '@sf/contracts/api';
import { conflictResponse, errorResponses } from '../../plugins/http-errors';
import { siteContext } from '../../site-context';

const tags = ['cart'];
const BasketParams = z.object({ basketId: BasketIdSchema });
const ItemParams = BasketParams.extend({ itemId: z.uuid().describe('Basket item id') });
const basketResponses = { 200: BasketSchema, ...errorResponses };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/baskets', {
    schema: { tags, summary: 'Create an empty basket; country and currency follow the locale', body: CreateBasketBodySchema, response: { 201: BasketSchema, 400: errorResponses[400] } },
    handler: async (request, reply) => reply.code(201).send(await app.cart.createBasket(siteContext(request.body))),
  });

  app.get('/api/baskets/:basketId', {
    schema: { tags, summary: 'A basket with current prices in its currency', params: BasketParams, response: basketResponses },
    handler: (request) => app.cart.getBasket(request.params.basketId),
  });

  app.post('/api/baskets/:basketId/items', {
    schema: {
      tags, summary: 'Add a variant (adding it again raises the quantity)',
      params: BasketParams, body: AddBasketItemBodySchema, response: { ...basketResponses, ...conflictResponse },
    },
    handler: (request) => app.cart.addItem(request.params.basketId, request.body),
  });

  app.patch('/api/baskets/:basketId/items/:itemId', {
    schema: { tags, summary: 'Set the quantity of a line', params: ItemParams, body: UpdateBasketItemBodySchema, response: { ...basketResponses, ...conflictResponse } },
    handler: (request) => app.cart.updateItem(request.params.basketId, request.params.itemId, request.body.quantity),
  });

  app.delete('/api/baskets/:basketId/items/:itemId', {
    schema: { tags, summary: 'Remove a line', params: ItemParams, response: basketResponses },
    handler: (request) => app.cart.removeItem(request.params.basketId, request.params.itemId),
  });
};
