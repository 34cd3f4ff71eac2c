/** Operator sign-in: POST to sign in, GET who is signed in, DELETE to sign out. */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@sf/contracts/api';
import { HttpError } from '../../plugins/http-errors';
import { createRateLimit, TooManyRequestsError, type RateLimit } from '../../rate-limit';
import { OPERATOR_SESSION_IDLE_SECONDS } from './service';
import { OPERATOR_COOKIE, readOperatorCookie, sameOrigin } from './session-cookie';

const tags = ['operators'];
const SignInSchema = z.object({ email: z.string().trim().min(3).max(254), password: z.string().min(1).max(200) });
const OperatorSchema = z.object({ email: z.string() });
const WRONG_CREDENTIALS = 'The e-mail or password is not right';
/** Guessing must stay slow from one address and against one account, whatever the other varies. */
const SIGN_IN_LIMITS = { perAddress: { limit: 20, windowSeconds: 15 * 60 }, perAccount: { limit: 10, windowSeconds: 15 * 60 } };

async function throttle(limits: RateLimit[], subjects: string[]): Promise<void> {
  try {
    for (const [index, limit] of limits.entries()) await limit.consume(subjects[index] ?? '');
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    const minutes = Math.max(1, Math.ceil(error.retryAfter / 60));
    throw new TooManyRequestsError(error.retryAfter, `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.environment === 'production';
  const limits = [
    createRateLimit(app.keyValue, { name: 'operator-sign-in-address', ...SIGN_IN_LIMITS.perAddress }),
    createRateLimit(app.keyValue, { name: 'operator-sign-in-account', ...SIGN_IN_LIMITS.perAccount }),
  ];

  app.post('/api/operator/session', {
    schema: {
      tags, summary: 'Sign in as an operator (sets the HttpOnly operator session cookie)', body: SignInSchema,
      response: { 204: z.null(), 400: ApiErrorSchema, 401: ApiErrorSchema.describe('Wrong e-mail or password (same message for both)'), 403: ApiErrorSchema, 429: ApiErrorSchema.describe('Too many attempts; see Retry-After') },
    },
    handler: async (request, reply) => {
      if (!sameOrigin(request)) throw new HttpError(403, 'This request must come from the shop itself');
      const email = request.body.email.toLowerCase();
      await throttle(limits, [request.ip, createHash('sha256').update(email).digest('base64url')]);
      const id = await app.operators.signIn(email, request.body.password);
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
      return reply.header('cache-control', 'no-store').send({ email: session.email });
    },
  });

  app.delete('/api/operator/session', {
    schema: { tags, summary: 'Sign out (the session ends on the server too)', response: { 204: z.null(), 403: ApiErrorSchema } },
    handler: async (request, reply) => {
      if (!sameOrigin(request)) throw new HttpError(403, 'This request must come from the shop itself');
      await app.operators.signOut(readOperatorCookie(request));
      reply.clearCookie(OPERATOR_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  });
};
