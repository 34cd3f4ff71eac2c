/**
 * CSRF defence for the shopper session: a state-changing API request that carries the session cookie must come from
 * this site. Browsers send Sec-Fetch-Site and Origin on such requests; either naming another site is refused. The
 * SameSite=Lax cookie already stays home on cross-site POSTs, and JSON bodies need a CORS preflight we never grant;
 * this is the third wall. Sign-in and sign-up are checked even without a cookie (login CSRF).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-errors';
import { CROSS_SITE_REFUSED, isCrossSite } from '../../plugins/same-site';
import { SESSION_COOKIE } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALWAYS_CHECKED = ['/api/identity/', '/api/passkeys/'];
export async function refuseCrossSiteStateChange(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
  const guarded = request.cookies[SESSION_COOKIE] !== undefined || ALWAYS_CHECKED.some((prefix) => request.url.startsWith(prefix));
  if (guarded && isCrossSite(request)) throw new HttpError(403, CROSS_SITE_REFUSED);
}
