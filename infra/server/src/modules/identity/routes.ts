/**
 * Sign-up, e-mail verification, sign-in/out and password reset. Throttled per address (the plugin's shared counters)
 * and per account; every answer that could tell whether an e-mail has an account says the same thing either way.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ForgotPasswordBodySchema,
  OkSchema,
  ResetPasswordBodySchema,
  SessionViewSchema,
  SignInBodySchema,
  SignInResultSchema,
  SignUpBodySchema,
  SignUpResultSchema,
  TokenBodySchema,
} from '@sf/contracts/api';
import { HttpError } from '../../http-errors';
import { limitPerAddress, limitPerKey } from '../../plugins/rate-limit';
import type { CustomerRow } from './service';
import { sessionView } from './sessions';

const tags = ['identity'];
export const WRONG_CREDENTIALS = 'The e-mail or password is not right';
export const UNVERIFIED = 'Confirm your e-mail address first: we have sent you a new link';
export const LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';
const FIFTEEN_MINUTES = 15 * 60;
/** Guessing stays slow from one address and against one account; a household behind one address is not locked out. */
export const SIGN_IN_LIMITS = { perAddress: 30, perAccount: 10, windowSeconds: FIFTEEN_MINUTES } as const;

const errors = {
  400: ApiErrorSchema.describe('Invalid input; the message names the field'),
  403: ApiErrorSchema.describe('Cross-site request refused'),
  429: ApiErrorSchema.describe('Too many attempts; see Retry-After'),
};

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = (groupId: string, max: number, what: string, windowSeconds = FIFTEEN_MINUTES) =>
    limitPerAddress(groupId, { limit: max, windowSeconds }, what);
  /** A second limit keyed by the e-mail (the per-address one is the route's `config.rateLimit`). */
  const limitEmail = (group: string, email: string, max: number, what: string) =>
    limitPerKey(app.keyValue, { group, key: email, max, windowSeconds: FIFTEEN_MINUTES, what });
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const signedIn = (request: FastifyRequest, reply: FastifyReply, customer: CustomerRow) => app.identity.completeSignIn(request, reply, customer.id);

  app.post('/api/identity/sign-up', {
    schema: {
      tags,
      summary: 'Create an account; the verification link goes to the e-mail address',
      body: SignUpBodySchema,
      response: { 202: SignUpResultSchema, ...errors },
    },
    config: perAddress('customer-sign-up', 10, 'sign-ups from this address', 60 * 60),
    handler: async (request, reply) => {
      const { enrollLoyalty, enrollmentMarketingSource, ...account } = request.body;
      await limitEmail('customer-sign-up-email', account.email, 5, 'attempts for this e-mail address');
      const created = await app.identity.register(account);
      if (created) {
        const { brand, locale, marketingOptIn } = account;
        await app.identity.registered(created, { brand, locale, marketingOptIn, enrollLoyalty, enrollmentMarketingSource });
      }
      return noStore(reply).code(202).send({ verificationSent: true });
    },
  });

  app.post('/api/identity/verify-email', {
    schema: {
      tags,
      summary: 'Follow a verification link: confirms the address and signs the shopper in',
      body: TokenBodySchema,
      response: {
        200: SignInResultSchema,
        409: ApiErrorSchema.describe('The new address belongs to another account'),
        410: ApiErrorSchema.describe('Expired, used or unknown link'),
        ...errors,
      },
    },
    config: perAddress('customer-token', 30, 'attempts'),
    handler: async (request, reply) => {
      const customer = await app.identity.verifyEmail(request.body.token);
      if (!customer) throw new HttpError(410, LINK_INVALID);
      await app.identity.emailVerified(customer.id, customer.email);
      return noStore(reply).send(await signedIn(request, reply, customer));
    },
  });

  app.post('/api/identity/session', {
    schema: {
      tags,
      summary: 'Sign in with e-mail and password (sets the HttpOnly session cookie)',
      body: SignInBodySchema,
      response: {
        200: SignInResultSchema,
        401: ApiErrorSchema.describe('Wrong e-mail or password (same message for both)'),
        ...errors,
        403: ApiErrorSchema.describe('Cross-site request, or the e-mail address is not confirmed yet (a new link was sent)'),
      },
    },
    config: perAddress('customer-sign-in-address', SIGN_IN_LIMITS.perAddress, 'sign-in attempts'),
    handler: async (request, reply) => {
      await limitEmail('customer-sign-in-account', request.body.email, SIGN_IN_LIMITS.perAccount, 'sign-in attempts');
      const customer = await app.identity.authenticate(request.body.email, request.body.password);
      if (!customer) throw new HttpError(401, WRONG_CREDENTIALS);
      if (!customer.emailVerifiedAt) {
        await app.identity.resendVerification(customer);
        throw new HttpError(403, UNVERIFIED);
      }
      return noStore(reply).send(await signedIn(request, reply, customer));
    },
  });

  app.get('/api/identity/session', {
    schema: { tags, summary: 'Who is signed in on this browser', response: { 200: SessionViewSchema } },
    handler: async (request, reply) => {
      const session = await app.identity.sessions.resolve(request);
      return noStore(reply).send(sessionView(session, session ? await app.identity.loyaltyBrandsOf(session.customer.id) : []));
    },
  });

  app.delete('/api/identity/session', {
    schema: { tags, summary: 'Sign out on this browser (the session ends on the server)', response: { 204: z.null(), 403: errors[403] } },
    handler: async (request, reply) => {
      await app.identity.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  });

  app.delete('/api/identity/sessions', {
    schema: { tags, summary: 'Sign out everywhere: every session of the account ends', response: { 204: z.null(), 401: ApiErrorSchema, 403: errors[403] } },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      await app.identity.endAllSessions(customer.customerId);
      await app.identity.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  });

  app.post('/api/identity/forgot-password', {
    schema: {
      tags,
      summary: 'Mail a reset link if the e-mail has an account (the answer is the same either way)',
      body: ForgotPasswordBodySchema,
      response: { 202: OkSchema, ...errors },
    },
    config: perAddress('customer-forgot-password', 10, 'reset requests'),
    handler: async (request, reply) => {
      await limitEmail('customer-forgot-password-email', request.body.email, 3, 'reset requests for this e-mail address');
      await app.identity.requestPasswordReset(request.body.email);
      return noStore(reply).code(202).send({ ok: true });
    },
  });

  app.post('/api/identity/reset-password', {
    schema: {
      tags,
      summary: 'Set a new password from a reset link (every session ends; the shopper signs in again)',
      body: ResetPasswordBodySchema,
      response: { 200: OkSchema, 410: ApiErrorSchema.describe('Expired, used or unknown link'), ...errors },
    },
    config: perAddress('customer-token', 30, 'attempts'),
    handler: async (request, reply) => {
      const customer = await app.identity.resetPassword(request.body.token, request.body.password);
      if (!customer) throw new HttpError(410, LINK_INVALID);
      await app.identity.endAllSessions(customer.id);
      return noStore(reply).send({ ok: true });
    },
  });
};
