/** Signs the demo operator in (development helpers need one) and returns the Cookie header to send. */
import type { FastifyInstance } from 'fastify';
import { DEMO_OPERATOR } from '../modules/operators';

export async function operatorCookie(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/operator/session', payload: DEMO_OPERATOR });
  const cookie = response.cookies.find((candidate) => candidate.name === 'sf_operator');
  if (response.statusCode !== 204 || !cookie) throw new Error(`operator sign-in: ${response.statusCode} ${response.body}`);
  return `sf_operator=${cookie.value}`;
}
