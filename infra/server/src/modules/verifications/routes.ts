/**
 * Student verification for the signed-in shopper (401 for guests): the status, a code request and the code check.
 * Code requests are limited per address and per account, on the app's shared rate-limit counters.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  StudentCodeErrorSchema,
  StudentVerificationCodeBodySchema,
  StudentVerificationRequestBodySchema,
  StudentVerificationStatusSchema,
} from '@sf/contracts/api';
import { conflictResponse, errorResponses } from '../../http-errors';
import { limitPerAddress, limitPerKey } from '../../plugins/rate-limit';

const tags = ['account'];
const security = [{ customerSession: [] }];
const signInRequired = { 401: ApiErrorSchema.describe('Nobody is signed in') };
const tooMany = { 429: ApiErrorSchema.describe('Too many requests; Retry-After says when to try again') };
const PATH = '/api/account/student-verification';

/** Codes one account may ask for per hour (each e-mail goes to an address the shopper typed). */
export const CODE_REQUESTS_PER_ACCOUNT = 5;
const HOUR = 60 * 60;

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(PATH, {
    schema: {
      tags,
      summary: "The signed-in shopper's student status: verified (until when), a code waiting to be entered, or neither",
      security,
      response: { 200: StudentVerificationStatusSchema, ...signInRequired },
    },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return app.verifications.status(customer.customerId);
    },
  });

  app.post(`${PATH}/requests`, {
    config: limitPerAddress('student-code-request', { limit: 20, windowSeconds: HOUR }, 'verification codes'),
    schema: {
      tags,
      summary: 'Send a 6-digit code to an academic e-mail address (201); the same address again within 30 seconds sends nothing new (200)',
      description:
        'Academic addresses: .edu, edu.<cc>, ac.<cc> and the country rules of @sf/contracts/student-verification. A new request replaces the earlier code.',
      body: StudentVerificationRequestBodySchema,
      security,
      response: {
        200: StudentVerificationStatusSchema,
        201: StudentVerificationStatusSchema,
        400: errorResponses[400],
        ...signInRequired,
        ...conflictResponse,
        ...tooMany,
      },
    },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      await limitPerKey(app.keyValue, {
        group: 'student-code-account',
        key: customer.customerId,
        max: CODE_REQUESTS_PER_ACCOUNT,
        windowSeconds: HOUR,
        what: 'verification codes',
      });
      const { email, institution, brand, locale } = request.body;
      const { sent, status } = await app.verifications.requestCode({ customerId: customer.customerId, email, institution, brand, locale });
      reply.header('cache-control', 'private, no-store');
      return reply.code(sent ? 201 : 200).send(status);
    },
  });

  app.post(`${PATH}/confirmation`, {
    config: limitPerAddress('student-code-confirm', { limit: 30, windowSeconds: 15 * 60 }, 'attempts'),
    schema: {
      tags,
      summary: 'Enter the code: the right one verifies the account for 12 months; a wrong one answers 400 with the attempts left',
      body: StudentVerificationCodeBodySchema,
      security,
      response: {
        200: StudentVerificationStatusSchema,
        400: StudentCodeErrorSchema.or(ApiErrorSchema).describe('A wrong, expired or used-up code (with the reason), or an invalid body'),
        ...signInRequired,
        ...tooMany,
      },
    },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      const outcome = await app.verifications.confirmCode(customer.customerId, request.body.code);
      reply.header('cache-control', 'private, no-store');
      if (!outcome.verified) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: CODE_MESSAGES[outcome.reason](outcome.attemptsLeft),
          reason: outcome.reason,
          attemptsLeft: outcome.attemptsLeft,
        });
      }
      return app.verifications.status(customer.customerId);
    },
  });
};

const CODE_MESSAGES: Record<'wrong-code' | 'expired' | 'too-many-attempts' | 'no-request', (left: number) => string> = {
  'wrong-code': (left) => `body/code: that code is not right; ${left} attempt${left === 1 ? '' : 's'} left`,
  expired: () => 'body/code: the code has expired; ask for a new one',
  'too-many-attempts': () => 'body/code: too many wrong codes; this code no longer works, ask for a new one',
  'no-request': () => 'body/code: no code is waiting; ask for one first',
};
