/** The signed-in shopper's own profile: names, preferences, e-mail and password changes, and erasure of the account. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  CustomerProfileSchema,
  DeleteAccountBodySchema,
  SessionViewSchema,
  UpdateProfileBodySchema,
} from '@sf/contracts/api';
import { HttpError } from '../../http-errors';
import { sessionView } from './sessions';
import { toProfile } from './service';

const tags = ['account'];
const security = [{ customerSession: [] }];
const errors = {
  400: ApiErrorSchema.describe('Invalid input; the message names the field'),
  401: ApiErrorSchema.describe('Nobody is signed in'),
  403: ApiErrorSchema.describe('Wrong current password, or a cross-site request'),
};

export const accountProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { groupId: 'customer-password-check', max: 10, timeWindow: 15 * 60 * 1000 };

  app.get('/api/account/profile', {
    schema: { tags, summary: "The signed-in shopper's profile", security, response: { 200: CustomerProfileSchema, 401: errors[401] } },
    handler: async (request, reply) => {
      const session = await app.identity.sessions.resolve(request);
      if (!session) throw new HttpError(401, 'Sign in to continue');
      return reply.header('cache-control', 'no-store').send(toProfile(session.customer));
    },
  });

  app.patch('/api/account/profile', {
    schema: {
      tags,
      summary: 'Change names, marketing preference or interests',
      security,
      body: UpdateProfileBodySchema,
      response: { 200: CustomerProfileSchema, ...errors },
    },
    handler: async (request) => {
      const customer = await app.requireCustomer(request);
      return toProfile(await app.identity.updateProfile(customer.customerId, request.body));
    },
  });

  app.post('/api/account/password', {
    schema: {
      tags,
      summary: 'Change the password: other sessions end, this browser gets a new session',
      security,
      body: ChangePasswordBodySchema,
      response: { 200: SessionViewSchema, ...errors, 429: ApiErrorSchema },
    },
    config: { rateLimit },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      await app.identity.changePassword(customer.customerId, request.body.currentPassword, request.body.newPassword);
      // The raised epoch ended every session, this one too: the shopper stays signed in here with a new id.
      const session = await app.identity.createSession(request, reply, customer.customerId);
      return reply.header('cache-control', 'no-store').send(sessionView(session, await app.identity.loyaltyBrandsOf(customer.customerId)));
    },
  });

  app.post('/api/account/email', {
    schema: {
      tags,
      summary: 'Change the e-mail address: a link goes to the new address; the old one stays until it is followed',
      security,
      body: ChangeEmailBodySchema,
      response: { 202: CustomerProfileSchema, ...errors, 429: ApiErrorSchema },
    },
    config: { rateLimit },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      return reply.code(202).send(toProfile(await app.identity.requestEmailChange(customer.customerId, request.body.email, request.body.currentPassword)));
    },
  });

  app.delete('/api/account', {
    schema: {
      tags,
      summary: 'Delete the account and everything kept for it (addresses, cards, favourites, loyalty, sessions)',
      security,
      body: DeleteAccountBodySchema,
      response: { 204: z.null(), ...errors, 429: ApiErrorSchema },
    },
    config: { rateLimit },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      if (!(await app.identity.verifyPassword(customer.customerId, request.body.currentPassword))) {
        throw new HttpError(403, 'currentPassword: the current password is not right');
      }
      await app.identity.erase(customer.customerId);
      await app.identity.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  });
};
