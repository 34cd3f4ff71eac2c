/**
 * The shared harness of the hostile-input tests: the hostile values every module throws at its endpoints, and one
 * request runner that sends a case (JSON body, raw malformed body or none) and judges the answer — a success, or a
 * 4xx with a message; never a 5xx or a bare error.
 */
import type { FastifyInstance } from 'fastify';

export type HostileMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface HostileRequest {
  name: string;
  method: HostileMethod;
  url: string;
  /** A JSON body. */
  payload?: unknown;
  /** A raw body sent as application/json (malformed JSON); wins over `payload`. */
  raw?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export const LONG_STRING = 'x'.repeat(100_000);
export const ODD_UNICODE = '🥾\u0000\u202Eñ𝕏';
/** Wrong types, edge numbers, empty, oversized and odd strings, containers and an operator-injection object. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  LONG_STRING,
  ODD_UNICODE,
  [],
  {},
  ['a'],
  { $ne: 1 },
];

export type HostileResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

/** Sends one case; `failure` names what was wrong with the answer, null when it was a success or a 4xx with a message. */
export async function sendHostile(app: FastifyInstance, request: HostileRequest): Promise<{ response: HostileResponse; failure: string | null }> {
  const response = await app.inject({
    method: request.method,
    url: request.url,
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
    headers: { ...request.headers, ...(request.raw !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(request.raw !== undefined ? { payload: request.raw } : request.payload !== undefined ? { payload: request.payload as object } : {}),
  });
  const body = response.body.startsWith('{') ? (JSON.parse(response.body) as { message?: unknown }) : {};
  // Some hostile values are still valid (quantity 1, isDefault true, an ignored body): those must simply succeed.
  const ok =
    response.statusCode < 300 || (response.statusCode >= 400 && response.statusCode < 500 && typeof body.message === 'string' && body.message.length > 0);
  return { response, failure: ok ? null : `${request.name}: ${response.statusCode} ${response.body.slice(0, 200)}` };
}
