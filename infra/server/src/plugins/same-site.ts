/**
 * Whether a request says it comes from another site: browsers send `Sec-Fetch-Site` and `Origin` on state-changing
 * requests. The CSRF checks of operator and shopper sessions both ask this; a request with neither header (a
 * non-browser client) is not cross-site.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';

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

/** A route hook for beacon endpoints (RUM, analytics, consent, exposures): a cross-site request is refused with 403. */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (isCrossSite(request)) throw new HttpError(403, CROSS_SITE_REFUSED);
}

/**
 * A preValidation hook for beacon endpoints: sendBeacon sends a string as `text/plain`, and such a body is JSON too,
 * parsed here before the schema checks it (400 when it is not JSON).
 */
export async function parseBeaconBody(request: FastifyRequest): Promise<void> {
  if (typeof request.body !== 'string') return;
  try {
    request.body = JSON.parse(request.body);
  } catch {
    throw new HttpError(400, 'body: is not valid JSON');
  }
}
