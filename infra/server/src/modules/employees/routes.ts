/**
 * Employee terms and employee sessions, for signed-in employees only (401 for guests, 403 for shoppers). The session
 * token also travels in an HttpOnly cookie scoped to /api/employees, so a reload can ask for its session again.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES } from '@sf/remote-contract';
import {
  AcceptEmployeeTermsBodySchema,
  ApiErrorSchema,
  EmployeeSessionSchema,
  EmployeeTermsAcceptanceSchema,
  EmployeeTermsQuerySchema,
  EmployeeTermsSchema,
} from '@sf/contracts/api';
import type { CurrentCustomer } from '../../plugins/customer';
import { errorResponses, HttpError, notFound } from '../../http-errors';
import { siteContext } from '../../site-context';
import { EMPLOYEE_DISCOUNT_PERCENT } from './discounts';
import { termsIn } from './terms';

const tags = ['employees'];
export const EMPLOYEE_COOKIE = 'sf_employee';
const COOKIE_PATH = '/api/employees';
export const NOT_AN_EMPLOYEE = 'Only employees have employee terms and sessions';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const denied = {
  401: ApiErrorSchema.describe('Nobody is signed in'),
  403: ApiErrorSchema.describe('The signed-in customer is not an employee'),
};

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.environment === 'production';

  async function requireEmployee(request: FastifyRequest): Promise<CurrentCustomer> {
    const customer = await app.requireCustomer(request);
    if (customer.role !== 'employee') throw new HttpError(403, NOT_AN_EMPLOYEE);
    return customer;
  }
  /** The token of this browser's employee session; anything not shaped like one counts as none. */
  const cookieToken = (request: FastifyRequest): string | null => {
    const value = request.cookies[EMPLOYEE_COOKIE];
    return value && TOKEN_PATTERN.test(value) ? value : null;
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(EMPLOYEE_COOKIE, { path: COOKIE_PATH });

  app.get('/api/employees/terms', {
    schema: {
      tags,
      summary: "The current employee terms in the site's language, and whether the signed-in employee accepted them",
      querystring: EmployeeTermsQuerySchema,
      response: { 200: EmployeeTermsSchema, 400: errorResponses[400], ...denied },
    },
    handler: async (request) => {
      const employee = await requireEmployee(request);
      const { language } = LOCALES[siteContext(request.query).locale];
      const acceptedAt = await app.employees.acceptedAt(employee.customerId);
      return {
        version: app.employees.termsVersion,
        language,
        ...termsIn(language, app.employees.sessionHours),
        discounts: EMPLOYEE_DISCOUNT_PERCENT,
        accepted: acceptedAt !== null,
        acceptedAt: acceptedAt?.toISOString() ?? null,
      };
    },
  });

  app.post('/api/employees/terms/acceptance', {
    schema: {
      tags,
      summary: 'Accept the current employee terms (accepting again keeps the first time)',
      body: AcceptEmployeeTermsBodySchema,
      response: { 200: EmployeeTermsAcceptanceSchema, 400: errorResponses[400], ...denied, 409: ApiErrorSchema.describe('Not the current version') },
    },
    handler: async (request) => {
      const employee = await requireEmployee(request);
      const current = app.employees.termsVersion;
      if (request.body.version !== current) {
        throw new HttpError(409, `body/version: these terms were replaced by version ${current}; read and accept the current ones`);
      }
      const acceptedAt = await app.employees.accept(employee.customerId, current);
      return { version: current, acceptedAt: acceptedAt.toISOString() };
    },
  });

  app.post('/api/employees/session', {
    schema: {
      tags,
      summary: 'Start an employee session (employee prices in the basket until employeeExpiryTime)',
      response: { 201: EmployeeSessionSchema, ...denied, 409: ApiErrorSchema.describe('The current employee terms are not accepted yet') },
    },
    handler: async (request, reply) => {
      const employee = await requireEmployee(request);
      if (!(await app.employees.acceptedAt(employee.customerId))) {
        throw new HttpError(409, `Accept the employee terms (version ${app.employees.termsVersion}) before starting an employee session`);
      }
      // A browser holds one session: the one it had ends when it starts another.
      const previous = cookieToken(request);
      if (previous) await app.employees.endSession(previous);
      const session = await app.employees.startSession(employee.customerId);
      const maxAge = Math.max(1, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
      reply.setCookie(EMPLOYEE_COOKIE, session.token, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure, maxAge });
      return reply.code(201).header('cache-control', 'no-store').send({ employeeToken: session.token, employeeExpiryTime: session.expiresAt.getTime() });
    },
  });

  app.get('/api/employees/session', {
    schema: {
      tags,
      summary: "This browser's live employee session (after a reload), checked against the signed-in employee",
      response: { 200: EmployeeSessionSchema, ...denied, 404: ApiErrorSchema.describe('No live employee session in this browser') },
    },
    handler: async (request, reply) => {
      const employee = await requireEmployee(request);
      const token = cookieToken(request);
      const session = token ? await app.employees.session(token, employee.customerId) : null;
      if (!token || !session) {
        clearCookie(reply);
        throw notFound('No employee session');
      }
      return reply.header('cache-control', 'no-store').send({ employeeToken: token, employeeExpiryTime: session.expiresAt.getTime() });
    },
  });

  app.delete('/api/employees/session', {
    schema: {
      tags,
      summary: "End this browser's employee session (also after sign-out)",
      response: { 204: z.null(), 403: ApiErrorSchema.describe('A cross-site request (refused before it reaches here)') },
    },
    handler: async (request, reply) => {
      const token = cookieToken(request);
      if (token) await app.employees.endSession(token);
      clearCookie(reply);
      return reply.code(204).send(null);
    },
  });
};
