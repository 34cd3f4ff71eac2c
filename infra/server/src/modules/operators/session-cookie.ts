/** The operator session cookie (SameSite=Strict; state changes are also refused cross-site: plugins/same-site.ts). */
import type { FastifyRequest } from 'fastify';

export const OPERATOR_COOKIE = 'sf_operator';

export const readOperatorCookie = (request: FastifyRequest): string | undefined => request.cookies[OPERATOR_COOKIE];
