import { delay, HttpResponse, http, type HttpHandler, type JsonBodyType } from 'msw';
import { MOCK_ENDPOINT_IDS, MOCK_ENDPOINTS, type MockEndpoint, type MockEndpointId } from './endpoints';
import { mockFixture } from './fixtures';
import { behaviourOf, SLOW_ANSWER_MS, type MockScenario } from './scenario';

export interface MockHandlerOptions {
  /** Read on every request, so a QA switch applies to the next call without restarting anything. */
  scenario?: () => MockScenario;
  slowMs?: number;
}

/** The server's own error body (Fastify's shape), so the remote's error handling sees what production sends. */
const failure = (status: number, error: string, message: string) => HttpResponse.json({ statusCode: status, error, message }, { status });

async function answer(id: MockEndpointId, url: URL, options: MockHandlerOptions): Promise<Response> {
  const endpoint: MockEndpoint = MOCK_ENDPOINTS[id];
  const behaviour = behaviourOf(options.scenario?.() ?? {}, id);
  if (behaviour === 'slow') await delay(options.slowMs ?? SLOW_ANSWER_MS);
  if (behaviour === 'error') return failure(500, 'Internal Server Error', `mock: ${id} is switched to fail`);
  // Fixtures are JSON files, so every answer is JSON.
  const recorded = (endpoint.select ? endpoint.select(mockFixture(id), url) : mockFixture(id)) as JsonBodyType;
  if (behaviour !== 'empty') return HttpResponse.json(recorded);
  return endpoint.empty ? HttpResponse.json(endpoint.empty(recorded) as JsonBodyType) : failure(404, 'Not Found', `mock: ${id} is switched to empty`);
}

/** A neutral placeholder for every product and content photo: the recorded image URLs exist only on a real server. */
const PLACEHOLDER_PHOTO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="1280" viewBox="0 0 4 4"><rect width="4" height="4" fill="#d9d6d0"/></svg>';

/**
 * Mock Service Worker handlers answering the recorded fixtures. Any other API call answers 501 naming the call, so a
 * remote that starts using a new endpoint shows it at once (record it: packages/api-mocks/README.md).
 */
export function createMockHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  return [
    ...MOCK_ENDPOINT_IDS.map((id) => http.get(MOCK_ENDPOINTS[id].path, ({ request }) => answer(id, new URL(request.url), options))),
    http.get('*/images/*', () => new HttpResponse(PLACEHOLDER_PHOTO, { headers: { 'content-type': 'image/svg+xml' } })),
    http.all('*/api/*', ({ request }) => failure(501, 'Not Implemented', `mock: no fixture for ${request.method} ${new URL(request.url).pathname}`)),
    http.all('*/fapi/*', ({ request }) => failure(501, 'Not Implemented', `mock: no fixture for ${request.method} ${new URL(request.url).pathname}`)),
  ];
}
