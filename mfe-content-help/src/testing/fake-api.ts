import { vi } from 'vitest';

type Answer = { status: number; body?: unknown };

/** Stubs the global fetch the api client uses: answers by path (query ignored) and records every URL asked for. */
export function stubApi(answers: Record<string, Answer>) {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    urls.push(url);
    const answer = answers[url.split('?')[0] ?? ''] ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      statusText: answer.status === 200 ? 'OK' : 'Error',
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, urls };
}
