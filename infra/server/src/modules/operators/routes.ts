/** Operator sign-in: POST to sign in, GET who is signed in, DELETE to sign out. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@sf/contracts/api';
import { HttpError } from '../../http-errors';
import { limitPerAddress, limitPerKey } from '../../plugins/rate-limit';
import { OPERATOR_SESSION_IDLE_SECONDS } from './service';
import { OPERATOR_COOKIE, readOperatorCookie } from './session-cookie';
import { CROSS_SITE_REFUSED, isCrossSite } from '../../plugins/same-site';

const tags = ['operators'];
const SignInSchema = z.object({ email: z.string().trim().min(3).max(254), password: z.string().min(1).max(200) });
const OperatorSchema = z.object({ email: z.string(), roles: z.array(z.string()).describe('Operator roles; admin holds every role') });
const WRONG_CREDENTIALS = 'The e-mail or password is not right';
/** Guessing must stay slow from one address and against one account, whatever the other varies. */
const SIGN_IN_LIMITS = { perAddress: { limit: 20, windowSeconds: 15 * 60 }, perAccount: { limit: 10, windowSeconds: 15 * 60 } };

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.environment === 'production';
  const { perAddress, perAccount } = SIGN_IN_LIMITS;
  app.post('/api/operator/session', {
    schema: {
      tags,
      summary: 'Sign in as an operator (sets the HttpOnly operator session cookie)',
      body: SignInSchema,
      response: {
        204: z.null(),
        400: ApiErrorSchema,
        401: ApiErrorSchema.describe('Wrong e-mail or password (same message for both)'),
        403: ApiErrorSchema,
        429: ApiErrorSchema.describe('Too many attempts; see Retry-After'),
      },
    },
    config: {
      ...limitPerAddress('operator-sign-in-address', perAddress, 'sign-in attempts'),
    },
    handler: async (request, reply) => {
      if (isCrossSite(request)) throw new HttpError(403, CROSS_SITE_REFUSED);
      await limitPerKey(app.keyValue, {
        group: 'operator-sign-in-account',
        key: request.body.email,
        max: perAccount.limit,
        windowSeconds: perAccount.windowSeconds,
        what: 'sign-in attempts',
      });
      const id = await app.operators.signIn(request.body.email, request.body.password);
      if (!id) throw new HttpError(401, WRONG_CREDENTIALS);
      // A new id at every sign-in (never reuse one the visitor already had), dropped server-side on sign-out.
      await app.operators.signOut(readOperatorCookie(request));
      reply.setCookie(OPERATOR_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'strict', secure, maxAge: OPERATOR_SESSION_IDLE_SECONDS * 16 });
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });

  app.get('/api/operator/session', {
    schema: { tags, summary: 'The signed-in operator', security: [{ operatorSession: [] }], response: { 200: OperatorSchema, 401: ApiErrorSchema } },
    handler: async (request, reply) => {
      const session = await app.operators.session(readOperatorCookie(request));
      if (!session) throw new HttpError(401, 'Not signed in as an operator');
      return reply.header('cache-control', 'no-store').send({ email: session.email, roles: session.roles });
    },
  });

  app.delete('/api/operator/session', {
    schema: { tags, summary: 'Sign out (the session ends on the server too)', response: { 204: z.null(), 403: ApiErrorSchema } },
    handler: async (request, reply) => {
      if (isCrossSite(request)) throw new HttpError(403, CROSS_SITE_REFUSED);
      await app.operators.signOut(readOperatorCookie(request));
      reply.clearCookie(OPERATOR_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  });
};
