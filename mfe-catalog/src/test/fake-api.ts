import { type MockScenario, SLOW_ANSWER_MS } from '@sf/api-mocks';
import { recordedApi } from '@sf/api-mocks/testing';
import { stubApi, type Route } from '@sf/test-kit/testing';

export { stubApi, type Route };

/**
 * The routes given first; every other call answers as the dev host's mock mode does (the recorded fixtures and
 * handlers of @sf/api-mocks), switched by `scenario` as QA would switch them (`{ 'catalog-listing': 'error' }`).
 */
export function stubRecordedApi(routes: Route[] = [], scenario: MockScenario = {}, slowMs = SLOW_ANSWER_MS) {
  return stubApi(routes, { fallback: recordedApi({ scenario: () => scenario, slowMs }) });
}
