/**
 * Whether a request says it comes from another site: browsers send `Sec-Fetch-Site` and `Origin` on state-changing
 * requests. The CSRF checks of operator and shopper sessions both ask this; a request with neither header (a
 * non-browser client) is not cross-site.
 */
import type { FastifyRequest } from 'fastify';

export const CROSS_SITE_REFUSED = 'This request must come from the shop itself';

export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}
