/**
 * HTTP surface of the built-in test provider ("PSP"): card form, tokenization (the only endpoint that ever sees a
 * card number), 3-D Secure challenge page and its answer. Not under /api: these belong to the provider, not to us.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, CardTokenSchema } from '@sf/contracts/api';
import { badRequest, notFound } from '../../http-errors';
import { cardBrandOf, cardProblem, digitsOnly, parseExpiry } from './card-validation';
import { cardFormPage } from './card-form-page';
import { CHALLENGE_CODE, challengePage } from './challenge-page';
import { languageOf, sendProviderPage } from './provider-page';
import { fingerprintOf, TEST_CARDS, type TestCardStore } from './test-card-store';
import { limitPerAddress } from '../../plugins/rate-limit';

const tags = ['payments'];
const LangQuery = z.object({ lang: z.string().max(10).optional() });
const PaymentParams = z.object({ paymentId: z.string().regex(/^pay_[A-Za-z0-9_-]{16}$/, 'Invalid payment id') });
/** Shapes only: the card checks run in the handler so no message can ever repeat what was typed. */
const TokenizeBody = z.object({ number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(8), name: z.string().max(80) });
const ChallengeAnswerBody = z.object({ action: z.enum(['approve', 'fail', 'code']), code: z.string().max(8).optional() });
const ChallengeAnswer = z.object({ paymentId: z.string(), result: z.enum(['approved', 'failed']) });

export interface ProviderRoutesOptions {
  store: TestCardStore;
  showTestCards: boolean;
  frameOrigin: string;
  now: () => Date;
}

/** Card tokens per address and window. */
export const CARD_TOKENS_PER_ADDRESS = { limit: 30, windowSeconds: 10 * 60 };

export const providerRoutes: FastifyPluginAsyncZod<ProviderRoutesOptions> = async (app, options) => {
  const { store, now } = options;
  // JSON syntax errors quote the input; on this plugin's routes they must not, or a 400 could echo a card number.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)) as unknown);
    } catch {
      done(badRequest('body: must be a JSON object'), undefined);
    }
  });

  app.get('/payments/test-provider/card-form', {
    schema: { tags, summary: 'Card form of the test provider (HTML for an iframe)', querystring: LangQuery },
    handler: (request, reply) =>
      sendProviderPage(
        reply,
        cardFormPage(languageOf(request.query.lang), {
          showTestCards: options.showTestCards,
          tokensUrl: '/payments/test-provider/tokens',
          frameOrigin: options.frameOrigin,
        }),
      ),
  });

  app.post('/payments/test-provider/tokens', {
    // Request logs carry no bodies; warn keeps even the URL lines of this endpoint out of the log.
    logLevel: 'warn',
    schema: {
      tags,
      summary: 'Tokenize a card (test provider); keeps only brand, last4 and expiry',
      body: TokenizeBody,
      response: { 201: CardTokenSchema, 400: ApiErrorSchema, 429: ApiErrorSchema.describe('Too many cards from this address; see Retry-After') },
    },
    // Card testing (trying stolen numbers one after another) must stay slow; a shopper retrying a few cards never
    // comes near this.
    config: limitPerAddress('card-tokens', CARD_TOKENS_PER_ADDRESS),
    handler: async (request, reply) => {
      const problem = cardProblem(request.body, now());
      if (problem) throw badRequest(`body/${problem.field}: ${problem.message}`);
      const number = digitsOnly(request.body.number);
      const expiry = parseExpiry(request.body.expiry);
      if (!expiry) throw badRequest('body/expiry: Enter the expiry date as MM/YY');
      const card = {
        brand: cardBrandOf(number),
        last4: number.slice(-4),
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        behaviour: TEST_CARDS[number] ?? 'approve',
        fingerprint: fingerprintOf(number),
      } as const;
      const token = await store.saveCard(card);
      return reply.code(201).send({ token, brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear });
    },
  });

  app.get('/payments/test-provider/challenge/:paymentId', {
    schema: { tags, summary: '3-D Secure challenge page of the test provider (HTML for an iframe)', params: PaymentParams, querystring: LangQuery },
    handler: async (request, reply) => {
      const { paymentId } = request.params;
      const open = (await store.challenge(paymentId)) === 'pending';
      const page = challengePage(languageOf(request.query.lang), {
        paymentId,
        answerUrl: `/payments/test-provider/challenge/${paymentId}`,
        frameOrigin: options.frameOrigin,
        open,
      });
      return sendProviderPage(reply.code(open ? 200 : 404), page);
    },
  });

  app.post('/payments/test-provider/challenge/:paymentId', {
    schema: {
      tags,
      summary: 'Answer a 3-D Secure challenge (code 1234, approve or fail); the first answer counts',
      params: PaymentParams,
      body: ChallengeAnswerBody,
      response: { 200: ChallengeAnswer, 400: ApiErrorSchema, 404: ApiErrorSchema },
    },
    handler: async (request) => {
      const { paymentId } = request.params;
      const { action, code } = request.body;
      if (action === 'code' && code !== CHALLENGE_CODE) throw badRequest('body/code: That code is not right');
      const state = await store.answerChallenge(paymentId, action === 'fail' ? 'failed' : 'approved');
      if (state === null || state === 'pending') throw notFound(`No open 3-D Secure check for ${paymentId}`);
      return { paymentId, result: state };
    },
  });
};
