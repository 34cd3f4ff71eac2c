import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { ApiRequestError } from './api-request-error';
import { fakeFetch, jsonResponse, statusResponse } from './fake-fetch';
import { RETRYABLE_STATUSES } from './retry-policy';
import { siteQuery } from './site-query';

const clientWith = (fetch: typeof globalThis.fetch, timeoutMs = 1_000) => createApiClient({ baseUrl: 'https://api.test', fetch, timeoutMs, retryDelayMs: 0 });

describe('retries', () => {
  it.each(RETRYABLE_STATUSES)('retries a GET once on %i', async (status) => {
    const { fetch, calls } = fakeFetch(statusResponse(status, 'Busy'), jsonResponse({ ok: true }));
    await expect(clientWith(fetch).get('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('gives up after one GET retry', async () => {
    const { fetch, calls } = fakeFetch(statusResponse(503, 'Service Unavailable'), statusResponse(503, 'Service Unavailable'), jsonResponse({}));
    await expect(clientWith(fetch).get('/x')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it('retries a GET once on a network error', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('fetch failed'), jsonResponse([1]));
    await expect(clientWith(fetch).get('/x')).resolves.toEqual([1]);
    expect(calls).toHaveLength(2);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries %s', async (method) => {
    const { fetch, calls } = fakeFetch(statusResponse(503, 'Service Unavailable'), jsonResponse({}));
    await expect(clientWith(fetch)[method]('/x', { a: 1 })).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toHaveLength(1);
  });

  it.each([400, 404])('does not retry a GET on %i', async (status) => {
    const { fetch, calls } = fakeFetch(statusResponse(status, 'Nope'), jsonResponse({}));
    await expect(clientWith(fetch).get('/x')).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });
});

describe('aborting', () => {
  it('rejects with a TimeoutError when the server is too slow, without retrying', async () => {
    const { fetch, calls } = fakeFetch('hang', 'hang');
    const error = await clientWith(fetch, 20)
      .get('/slow')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(calls).toHaveLength(1);
  });

  it("keeps the caller's abort an AbortError", async () => {
    const { fetch } = fakeFetch('hang');
    const controller = new AbortController();
    const pending = clientWith(fetch).get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('errors', () => {
  it('names method, URL, status, status text and the server message', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Basket x does not exist' };
    const { fetch } = fakeFetch(jsonResponse(body, 404, 'Not Found'));
    const error = (await createApiClient({ fetch })
      .get('/api/baskets/x')
      .catch((caught: unknown) => caught)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe('GET /api/baskets/x failed: 404 Not Found — Basket x does not exist');
    expect(error).toMatchObject({ method: 'GET', url: '/api/baskets/x', status: 404, statusText: 'Not Found', body });
  });

  it('has a null body when the error response is not the API error shape', async () => {
    const { fetch } = fakeFetch(new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }));
    const error = (await createApiClient({ fetch })
      .post('/x')
      .catch((caught: unknown) => caught)) as ApiRequestError;
    expect(error.body).toBeNull();
    expect(error.message).toBe('POST /x failed: 500 Internal Server Error');
  });

  it('reports a network failure with status 0 once retries are spent', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const error = (await clientWith(fetch)
      .post('/x')
      .catch((caught: unknown) => caught)) as ApiRequestError;
    expect(error).toMatchObject({ status: 0, message: 'POST https://api.test/x failed: network error (fetch failed)' });
  });
});

describe('requests', () => {
  it('sends accept on GET, and no body or content type', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse({}));
    await clientWith(fetch).get('/x');
    expect(calls[0]?.init.headers).toEqual({ accept: 'application/json' });
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('sends a JSON body with JSON headers on %s', async (method) => {
    const { fetch, calls } = fakeFetch(jsonResponse({}));
    await clientWith(fetch)[method]('/x', { quantity: 2 });
    expect(calls[0]?.init).toMatchObject({
      method: method.toUpperCase(),
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"quantity":2}',
    });
  });

  it('sends {} when a write has no body, so the JSON content type stays truthful', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse({}));
    await clientWith(fetch).post('/x');
    expect(calls[0]?.init.body).toBe('{}');
  });

  it('prefixes the base URL and serialises the query, skipping undefined and null', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse({}));
    const client = createApiClient({ baseUrl: '/api', fetch, defaultQuery: () => ({ brand: 'northbound', locale: 'uk-en' }) });
    await client.get('/products', { query: { offset: 24, q: 'boot & sock', sort: undefined, colour: null, size: ['8', '9'] } });
    expect(calls[0]?.url).toBe('/api/products?brand=northbound&locale=uk-en&offset=24&q=boot+%26+sock&size=8&size=9');
  });

  it('appends to a path that already has a query', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse({}));
    await createApiClient({ fetch }).get('/builds/latest.json?t=1', { query: { a: 'b' } });
    expect(calls[0]?.url).toBe('/builds/latest.json?t=1&a=b');
  });

  it('resolves 204 to undefined', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    await expect(clientWith(fetch).delete('/x')).resolves.toBeUndefined();
  });

  it('builds the site query from a SiteInfo', () => {
    expect(siteQuery({ brand: 'kerbside', locale: 'de-de' })).toEqual({ brand: 'kerbside', locale: 'de-de' });
  });
});
