/**
 * `/api/account/*` data endpoints of the signed-in shopper: address book, saved cards, order history, saved gift
 * cards, checkout prefill and the sign-in basket merge. 401 without a session; another customer's ids answer 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountIdParamsSchema,
  AccountOrderParamsSchema,
  ApiErrorSchema,
  CheckoutProfileSchema,
  LifetimeValueSchema,
  MergeBasketBodySchema,
  MergeBasketResultSchema,
  OrderHistoryQuerySchema,
  OrderHistorySchema,
  OrderSchema,
  SaveCardBodySchema,
  SavedAddressBodySchema,
  SavedAddressListSchema,
  SavedAddressSchema,
  SavedCardListSchema,
  SavedCardSchema,
  SavedGiftCardListSchema,
  SavedGiftCardSchema,
  SaveGiftCardBodySchema,
  SetDefaultAddressQuerySchema,
  SiteQuerySchema,
} from '@sf/contracts/api';
import { LOCALES, type LocaleCode } from '@sf/remote-contract';
import { siteContext } from '../../site-context';
import { limitPerAddress } from '../../plugins/rate-limit';

const tags = ['account'];
/** Every account endpoint needs the shopper's session cookie. */
const security = [{ customerSession: [] }];
const signedOut = { 401: ApiErrorSchema.describe('Nobody is signed in') };
const invalid = { 400: ApiErrorSchema.describe('Invalid input; the message names the field') };
const notFound = { 404: ApiErrorSchema.describe("Unknown id, or another customer's") };
const full = { 409: ApiErrorSchema.describe('The limit of saved items is reached') };
const reads = { ...signedOut, ...invalid };
const changes = { ...signedOut, ...invalid, ...notFound };

export interface AccountRouteOptions {
  /** The gift-card balance check's limit: saving a card proves its PIN, so it shares that per-address counter. */
  giftCardCheckLimit: { limit: number; windowSeconds: number };
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, options) => {
  const account = () => app.account;

  // Address book -------------------------------------------------------------------------------------------------

  app.get('/api/account/addresses', {
    schema: { tags, security, summary: 'The address book: defaults first, then newest first', response: { 200: SavedAddressListSchema, ...reads } },
    handler: async (request) => account().addresses.list((await app.requireCustomer(request)).customerId),
  });

  app.post('/api/account/addresses', {
    schema: {
      tags,
      security,
      summary: "Add a billing or shipping address (checked by the country's rules, like checkout)",
      body: SavedAddressBodySchema,
      response: { 201: SavedAddressSchema, ...reads, ...full },
    },
    handler: async (request, reply) => {
      const { customerId } = await app.requireCustomer(request);
      return reply.code(201).send(await account().addresses.create(customerId, request.body));
    },
  });

  app.put('/api/account/addresses/:id', {
    schema: {
      tags,
      security,
      summary: 'Replace a saved address (isDefault: true also makes it the default of its kind)',
      params: AccountIdParamsSchema,
      body: SavedAddressBodySchema,
      response: { 200: SavedAddressSchema, ...changes },
    },
    handler: async (request) => account().addresses.update((await app.requireCustomer(request)).customerId, request.params.id, request.body),
  });

  app.delete('/api/account/addresses/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete a saved address (the newest of its kind becomes the default if it was)',
      params: AccountIdParamsSchema,
      response: { 200: SavedAddressListSchema, ...changes },
    },
    handler: async (request) => account().addresses.remove((await app.requireCustomer(request)).customerId, request.params.id),
  });

  app.post('/api/account/addresses/:id/default', {
    schema: {
      tags,
      security,
      summary: 'Make an address the default billing or shipping address (kind must be its own)',
      params: AccountIdParamsSchema,
      querystring: SetDefaultAddressQuerySchema,
      response: { 200: SavedAddressListSchema, ...changes },
    },
    handler: async (request) => account().addresses.setDefault((await app.requireCustomer(request)).customerId, request.params.id, request.query.kind),
  });

  // Saved cards --------------------------------------------------------------------------------------------------

  app.get('/api/account/cards', {
    schema: { tags, security, summary: 'Saved cards (brand, last four, expiry): default first', response: { 200: SavedCardListSchema, ...reads } },
    handler: async (request) => account().cards((await app.requireCustomer(request)).customerId),
  });

  app.post('/api/account/cards', {
    schema: {
      tags,
      security,
      summary: "Save a card: the card form's one-time token is exchanged for the provider's permanent reference",
      body: SaveCardBodySchema,
      response: { 201: SavedCardSchema, 200: SavedCardSchema.describe('The card was saved already'), ...reads, ...full },
    },
    handler: async (request, reply) => {
      const { customerId } = await app.requireCustomer(request);
      const saved = await account().saveCard(customerId, request.body.cardToken, request.body.makeDefault);
      return reply.code(saved.created ? 201 : 200).send(saved.card);
    },
  });

  app.delete('/api/account/cards/:id', {
    schema: {
      tags,
      security,
      summary: 'Remove a saved card, here and in the provider vault',
      params: AccountIdParamsSchema,
      response: { 200: SavedCardListSchema, ...changes },
    },
    handler: async (request) => account().deleteCard((await app.requireCustomer(request)).customerId, request.params.id),
  });

  app.post('/api/account/cards/:id/default', {
    schema: { tags, security, summary: 'Make a saved card the default', params: AccountIdParamsSchema, response: { 200: SavedCardListSchema, ...changes } },
    handler: async (request) => account().setDefaultCard((await app.requireCustomer(request)).customerId, request.params.id),
  });

  // Orders -------------------------------------------------------------------------------------------------------

  app.get('/api/account/orders', {
    schema: {
      tags,
      security,
      summary: 'Order history, newest first (guest orders of the verified e-mail included)',
      querystring: OrderHistoryQuerySchema,
      response: { 200: OrderHistorySchema, ...reads },
    },
    handler: async (request) => account().orderHistory(await app.requireCustomer(request), request.query.page, request.query.pageSize),
  });

  app.get('/api/account/orders/:orderNumber', {
    schema: {
      tags,
      security,
      summary: "One of the shopper's orders (another's is 404)",
      params: AccountOrderParamsSchema,
      response: { 200: OrderSchema, ...changes },
    },
    handler: async (request) => account().order(await app.requireCustomer(request), request.params.orderNumber),
  });

  // Saved gift cards ---------------------------------------------------------------------------------------------

  app.get('/api/account/gift-cards', {
    schema: { tags, security, summary: 'Saved gift cards with their current balances', response: { 200: SavedGiftCardListSchema, ...reads } },
    handler: async (request) => account().giftCards.list((await app.requireCustomer(request)).customerId),
  });

  app.post('/api/account/gift-cards', {
    schema: {
      tags,
      security,
      summary: 'Save a gift card by number and PIN (checked like the balance check, same rate limit)',
      body: SaveGiftCardBodySchema,
      response: {
        201: SavedGiftCardSchema,
        200: SavedGiftCardSchema.describe('The card was saved already'),
        ...reads,
        404: ApiErrorSchema.describe('Wrong number or PIN (same message for both)'),
        ...full,
        429: ApiErrorSchema.describe('Too many checks from this address; see Retry-After'),
      },
    },
    config: limitPerAddress('gift-card-balance', options.giftCardCheckLimit),
    handler: async (request, reply) => {
      const { customerId } = await app.requireCustomer(request);
      const saved = await account().giftCards.save(customerId, request.body.number, request.body.pin);
      return reply.code(saved.created ? 201 : 200).send(saved.card);
    },
  });

  app.delete('/api/account/gift-cards/:id', {
    schema: { tags, security, summary: 'Remove a saved gift card', params: AccountIdParamsSchema, response: { 200: SavedGiftCardListSchema, ...changes } },
    handler: async (request) => account().giftCards.remove((await app.requireCustomer(request)).customerId, request.params.id),
  });

  // Checkout and basket ------------------------------------------------------------------------------------------

  app.get('/api/account/checkout-profile', {
    schema: {
      tags,
      security,
      summary: 'What checkout prefills: e-mail, names, addresses with defaults, saved cards',
      response: { 200: CheckoutProfileSchema, ...reads },
    },
    handler: async (request) => account().checkoutProfile(await app.requireCustomer(request)),
  });

  app.get('/api/account/lifetime-value', {
    schema: {
      tags,
      security,
      summary: "Spec §3 user analytics: the shopper's lifetime value in the site's currency (kept purchases only)",
      querystring: SiteQuerySchema,
      response: { 200: LifetimeValueSchema, ...reads },
    },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      const currency = LOCALES[request.query.locale as LocaleCode].currency;
      return reply.header('cache-control', 'private, no-store').send(await app.orders.lifetimeValue(customer.customerId, currency));
    },
  });

  app.post('/api/account/basket/merge', {
    schema: {
      tags,
      security,
      summary: "Sign-in merge of the guest basket into the account's basket of the site's country (idempotent)",
      body: MergeBasketBodySchema,
      response: {
        200: MergeBasketResultSchema,
        ...changes,
        409: ApiErrorSchema.describe('The guest basket is being paid for'),
      },
    },
    handler: async (request) => {
      const { customerId } = await app.requireCustomer(request);
      return account().mergeBasket(customerId, siteContext(request.body), request.body.guestBasketId);
    },
  });
};
