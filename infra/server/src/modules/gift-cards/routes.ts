/** HTTP surface of gift cards: the balance check (rate limited per IP; one message for wrong number or PIN). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, GiftCardBalanceBodySchema, GiftCardBalanceSchema } from '@sf/contracts/api';
import { notFound } from '../../http-errors';
import { INVALID_CARD_MESSAGE } from './service';
import { limitPerAddress } from '../../plugins/rate-limit';

export const giftCardRoutes: FastifyPluginAsyncZod<{ balanceLimit: { limit: number; windowSeconds: number } }> = async (app, { balanceLimit }) => {
  app.post('/api/gift-cards/balance', {
    schema: {
      tags: ['gift-cards'],
      summary: 'Balance of a gift card by number and PIN',
      body: GiftCardBalanceBodySchema,
      response: {
        200: GiftCardBalanceSchema,
        400: ApiErrorSchema,
        404: ApiErrorSchema.describe('Wrong number or PIN (same message for both)'),
        429: ApiErrorSchema.describe('Too many checks from this address; see Retry-After'),
      },
    },
    config: limitPerAddress('gift-card-balance', balanceLimit),
    handler: async (request) => {
      const balance = await app.giftCards.balance(request.body.number, request.body.pin);
      if (!balance) throw notFound(INVALID_CARD_MESSAGE);
      return balance;
    },
  });
};
