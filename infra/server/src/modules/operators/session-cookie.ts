/** The operator session cookie and the same-origin check that, with SameSite=Strict, defends its requests from CSRF. */
import type { FastifyRequest } from 'fastify';

export const OPERATOR_COOKIE = 'sf_operator';

export const readOperatorCookie = (request: FastifyRequest): string | undefined => request.cookies[OPERATOR_COOKIE];

/** A browser sends Origin on every cross-site state-changing request: it must name this host (absent is a non-browser client). */
export function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
