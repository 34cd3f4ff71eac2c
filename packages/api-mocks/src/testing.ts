import { getResponse } from 'msw';
import { createMockHandlers, type MockHandlerOptions } from './handlers';

/**
 * The same handlers as the dev host's worker, as a fetch for unit tests (no worker, no interceptors: the test's own
 * fetch stub calls it). Answers undefined for a request no handler takes.
 */
export function recordedApi(options: MockHandlerOptions = {}): (url: URL, init: { method: string; body?: string }) => Promise<Response | undefined> {
  const handlers = createMockHandlers(options);
  return (url, init) => getResponse(handlers, new Request(url, { method: init.method, ...(init.body === undefined ? {} : { body: init.body }) }));
}
