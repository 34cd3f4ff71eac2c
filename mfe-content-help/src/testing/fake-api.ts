import { type MockScenario, SLOW_ANSWER_MS } from '@sf/api-mocks';
import { recordedApi } from '@sf/api-mocks/testing';
import { stubApi as stubRoutes } from '@sf/test-kit/testing';

type Answer = { status: number; body?: unknown };
const NOT_FOUND = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'not found' } };

/** Answers GETs by path (query ignored); anything else is the API's 404. Records every URL asked for. */
export function stubApi(answers: Record<string, Answer>) {
  const routes = Object.entries(answers).map(([path, answer]) => ({ path, status: answer.status, body: answer.body }));
  const { fetch, urls } = stubRoutes(routes, { unmatched: NOT_FOUND });
  return { fetch, urls };
}

/**
 * Every call answers as the dev host's mock mode does (the recorded fixtures and handlers of @sf/api-mocks), switched
 * by `scenario` as QA would switch them (`{ 'help-topic': 'error' }`).
 */
export function stubRecordedApi(scenario: MockScenario = {}, slowMs = SLOW_ANSWER_MS) {
  const { fetch, urls } = stubRoutes([], { fallback: recordedApi({ scenario: () => scenario, slowMs }) });
  return { fetch, urls };
}
