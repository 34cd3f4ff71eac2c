/**
 * The operators module: operator accounts and sessions; decorates `fastify.operators` and `fastify.requireOperator`,
 * the preHandler of internal and development routes. Development helpers exist only outside production (404 there,
 * like an unknown route) and even then need a signed-in operator (401) and a same-origin request (403).
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http-errors';
import { operatorRoutes } from './routes';
import { createOperatorsService, DEMO_OPERATOR, type OperatorSession, type OperatorsService } from './service';
import { readOperatorCookie } from './session-cookie';
import { CROSS_SITE_REFUSED, isCrossSite } from '../../plugins/same-site';
import { holdsRole, missingRoleMessage, type OperatorRole } from './roles';

export { DEMO_OPERATOR, type OperatorSession } from './service';
export { readOperatorCookie } from './session-cookie';
export { OPERATOR_ROLES, holdsRole, type OperatorRole } from './roles';

declare module 'fastify' {
  interface FastifyInstance {
    operators: OperatorsService;
    /** preHandler: 404 on production, else 401 without an operator session, 403 for a cross-site state change. */
    requireDevOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler of internal pages' APIs (every environment): 401 without an operator session, 403 cross-site. */
    requireOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler of role-bound internal APIs: 401 without an operator session, 403 without the role or cross-site. */
    requireOperatorRole: (role: OperatorRole) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireOperator / requireOperatorRole: who is acting (audit columns such as "promoted by"). */
    operator?: OperatorSession;
  }
}

export const SIGN_IN_AS_OPERATOR = 'Sign in as an operator to use the development helpers';
export const SIGN_IN_AS_OPERATOR_FOR_INTERNAL_PAGES = 'Sign in as an operator to see internal pages';

export default fp(
  async (app) => {
    const service = createOperatorsService(app.database.db, app.keyValue);
    app.decorate('operators', service);
    if (app.config.environment !== 'production') await service.ensure(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    app.decorate('requireDevOperator', async (request: FastifyRequest) => {
      if (app.config.environment === 'production') throw notFound(`Route ${request.method}:${request.url} not found`);
      if (!(await service.session(readOperatorCookie(request)))) throw new HttpError(401, SIGN_IN_AS_OPERATOR);
      if (request.method !== 'GET' && isCrossSite(request)) throw new HttpError(403, CROSS_SITE_REFUSED);
    });
    const signedInOperator = async (request: FastifyRequest): Promise<OperatorSession> => {
      const session = await service.session(readOperatorCookie(request));
      if (!session) throw new HttpError(401, SIGN_IN_AS_OPERATOR_FOR_INTERNAL_PAGES);
      if (request.method !== 'GET' && isCrossSite(request)) throw new HttpError(403, CROSS_SITE_REFUSED);
      request.operator = session;
      return session;
    };
    app.decorateRequest('operator', undefined);
    app.decorate('requireOperator', async (request: FastifyRequest) => {
      await signedInOperator(request);
    });
    app.decorate('requireOperatorRole', (role: OperatorRole) => async (request: FastifyRequest) => {
      const session = await signedInOperator(request);
      if (!holdsRole(session.roles, role)) throw new HttpError(403, missingRoleMessage(role));
    });
    await app.register(operatorRoutes);
  },
  { name: 'operators', dependencies: ['database', 'config', 'key-value', 'rate-limit'] },
);
