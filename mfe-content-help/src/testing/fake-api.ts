import { stubApi as stubRoutes } from '@sf/test-kit/testing';

type Answer = { status: number; body?: unknown };
const NOT_FOUND = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'not found' } };

/** Answers GETs by path (query ignored); anything else is the API's 404. Records every URL asked for. */
export function stubApi(answers: Record<string, Answer>) {
  const routes = Object.entries(answers).map(([path, answer]) => ({ path, status: answer.status, body: answer.body }));
  const { fetch, urls } = stubRoutes(routes, { unmatched: NOT_FOUND });
  return { fetch, urls };
}
