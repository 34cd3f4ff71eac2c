/**
 * One JSON error shape for every failure: {statusCode, error, message}. Validation messages name the field
 * ("body/quantity: Too big: expected number to be <=10") so a client can point at it; unknown errors are logged and
 * reported as a bare 500 so internals never leak; an unreachable database is a 503 with Retry-After.
 */
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RETRY_AFTER_SECONDS, STORE_UNAVAILABLE_MESSAGE } from '../db/key-value';
import { HttpError } from '../http-errors';
import { isServiceOutage, outagePage, wantsPage } from './outage';

function sendError(reply: FastifyReply, statusCode: number, message: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  return (error.validation ?? [])
    .map((issue) => `${context}${issue.instancePath === '/' ? '' : issue.instancePath}: ${issue.message ?? 'is invalid'}`)
    .join('; ');
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) return sendError(reply, 400, validationMessage(error));
      if (error instanceof HttpError) {
        if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
        return sendError(reply, error.statusCode, error.message);
      }
      // Fastify's own client errors (malformed JSON, wrong content type, body too large) keep their status.
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        return sendError(reply, error.statusCode, error.message);
      }
      if (isServiceOutage(error)) {
        // The database (or another backing service) is unreachable: the pool reconnects by itself, the client retries.
        request.log.warn({ err: error }, 'backing service unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
        if (wantsPage(request.method, request.url, request.headers.accept)) {
          return reply
            .code(503)
            .type('text/html; charset=utf-8')
            .send(outagePage(request.url.startsWith('/') ? request.url : '/', STORE_UNAVAILABLE_MESSAGE));
        }
        return sendError(reply, 503, STORE_UNAVAILABLE_MESSAGE);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, 'Internal Server Error');
    });
    app.setNotFoundHandler((request, reply) => sendError(reply, 404, `Route ${request.method}:${request.url} not found`));
  },
  { name: 'error-handler' },
);
