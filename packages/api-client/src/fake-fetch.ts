import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  init: RequestInit;
}

/** A fetch stand-in that answers from a queue and records what it was asked. */
export function fakeFetch(...answers: Array<Response | Error | 'hang'>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const answer = answers.shift() ?? new Response(null, { status: 204 });
    if (answer === 'hang') return hangUntilAborted(init.signal);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** Like a real fetch, a pending request rejects with the signal's reason when it aborts. */
function hangUntilAborted(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

export function statusResponse(status: number, statusText: string): Response {
  return new Response(null, { status, statusText });
}
