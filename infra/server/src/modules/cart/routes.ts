/** HTTP surface of the cart: baskets, lines, gift-card lines, coupons, shipping method, gift option, tax region. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddBasketItemBodySchema,
  AddGiftCardItemBodySchema,
  ApiErrorSchema,
  ApplyCouponBodySchema,
  BasketIdSchema,
  BasketSchema,
  CreateBasketBodySchema,
  SetGiftOptionBodySchema,
  SetShippingMethodBodySchema,
  SetShippingRegionBodySchema,
  UpdateBasketItemBodySchema,
} from '@sf/contracts/api';
import { conflictResponse, errorResponses } from '../../http-errors';
import { siteContext } from '../../site-context';

const tags = ['cart'];
const BasketParams = z.object({ basketId: BasketIdSchema });
const ItemParams = BasketParams.extend({ itemId: z.uuid().describe('Basket item id') });
const CouponParams = BasketParams.extend({ code: ApplyCouponBodySchema.shape.code });
const basketResponses = { 200: BasketSchema, ...errorResponses, 404: ApiErrorSchema.describe("Unknown basket, or another customer's") };
const changeResponses = { ...basketResponses, ...conflictResponse };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler checks access to the basket itself (in the statement that reads or changes it): the hook does not read it. */
    checksBasketAccess?: boolean;
  }
}

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // A customer's basket exists for that customer only: anybody else gets the 404 of an unknown basket.
  app.addHook('preHandler', async (request) => {
    const { basketId } = (request.params ?? {}) as { basketId?: string };
    if (!basketId || request.routeOptions.config.checksBasketAccess) return;
    const customer = await app.currentCustomer(request);
    await app.cart.assertBasketAccess(basketId, customer?.customerId ?? null);
  });

  app.post('/api/baskets', {
    schema: {
      tags,
      summary: "Create an empty basket (signed in: the customer's basket of the brand and country); currency follows the locale",
      body: CreateBasketBodySchema,
      response: { 201: BasketSchema, 400: errorResponses[400] },
    },
    handler: async (request, reply) => {
      const customer = await app.currentCustomer(request);
      return reply.code(201).send(await app.cart.createBasket(siteContext(request.body), customer?.customerId ?? null));
    },
  });

  app.get('/api/baskets/:basketId', {
    schema: { tags, summary: 'A basket with current prices, promotions, shipping and tax', params: BasketParams, response: basketResponses },
    config: { checksBasketAccess: true },
    handler: async (request) => {
      const customer = await app.currentCustomer(request);
      return app.cart.getBasket(request.params.basketId, customer?.customerId ?? null);
    },
  });

  app.post('/api/baskets/:basketId/items', {
    schema: {
      tags,
      summary: 'Add a variant (adding it again raises the quantity)',
      params: BasketParams,
      body: AddBasketItemBodySchema,
      response: changeResponses,
    },
    config: { checksBasketAccess: true },
    handler: async (request) => {
      const customer = await app.currentCustomer(request);
      return app.cart.addItem(request.params.basketId, request.body, customer?.customerId ?? null);
    },
  });

  app.patch('/api/baskets/:basketId/items/:itemId', {
    schema: {
      tags,
      summary: 'Set the quantity of a line and/or change its size',
      params: ItemParams,
      body: UpdateBasketItemBodySchema,
      response: changeResponses,
    },
    handler: (request) => app.cart.updateItem(request.params.basketId, request.params.itemId, request.body),
  });

  app.delete('/api/baskets/:basketId/items/:itemId', {
    schema: { tags, summary: 'Remove a product or gift-card line', params: ItemParams, response: basketResponses },
    handler: (request) => app.cart.removeItem(request.params.basketId, request.params.itemId),
  });

  app.post('/api/baskets/:basketId/gift-cards', {
    schema: { tags, summary: 'Add an e-gift card line', params: BasketParams, body: AddGiftCardItemBodySchema, response: changeResponses },
    handler: (request) => app.cart.addGiftCard(request.params.basketId, request.body),
  });

  app.post('/api/baskets/:basketId/coupons', {
    schema: {
      tags,
      summary: 'Apply a coupon code (400 when not valid or expired)',
      params: BasketParams,
      body: ApplyCouponBodySchema,
      response: changeResponses,
    },
    handler: (request) => app.cart.applyCoupon(request.params.basketId, request.body.code),
  });

  app.delete('/api/baskets/:basketId/coupons/:code', {
    schema: { tags, summary: 'Remove a coupon code', params: CouponParams, response: basketResponses },
    handler: (request) => app.cart.removeCoupon(request.params.basketId, request.params.code),
  });

  app.put('/api/baskets/:basketId/shipping-method', {
    schema: { tags, summary: 'Choose the shipping method', params: BasketParams, body: SetShippingMethodBodySchema, response: changeResponses },
    handler: (request) => app.cart.setShippingMethod(request.params.basketId, request.body.code),
  });

  app.put('/api/baskets/:basketId/gift-option', {
    schema: {
      tags,
      summary: 'Mark the order as a gift, with an optional message',
      params: BasketParams,
      body: SetGiftOptionBodySchema,
      response: basketResponses,
    },
    handler: (request) => app.cart.setGiftOption(request.params.basketId, request.body),
  });

  app.put('/api/baskets/:basketId/shipping-region', {
    schema: {
      tags,
      summary: 'US state or Canadian province for sales tax (null forgets it)',
      params: BasketParams,
      body: SetShippingRegionBodySchema,
      response: basketResponses,
    },
    handler: (request) => app.cart.setShippingRegion(request.params.basketId, request.body.region),
  });
};
