import { vi } from 'vitest';

export interface Route {
  method?: string;
  /** Matched against the path (without the query). */
  path: string | RegExp;
  status?: number;
  body?: unknown;
}

export interface StubApiOptions {
  unmatched?: { status: number; body: unknown };
  /** Answers what no route takes before `unmatched` does: `recordedApi()` of @sf/api-mocks (recorded fixtures). */
  fallback?: (url: URL, init: { method: string; body?: string }) => Promise<Response | undefined>;
}

/**
 * Replaces fetch with a tiny router over canned answers and records every call. Routes are matched in order; a
 * route answers every matching call until `once` routes are used up. Unknown calls answer 500 so they show up,
 * unless `unmatched` says otherwise.
 */
export function stubApi(routes: Array<Route & { once?: boolean }>, options: StubApiOptions = {}) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  /** Each requested URL as path plus query, in order. */
  const urls: string[] = [];
  const pending = [...routes];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://storefront.test');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    urls.push(`${url.pathname}${url.search}`);
    const index = pending.findIndex((route) => (route.method ?? 'GET') === method && matches(route.path, url.pathname));
    const route = pending[index];
    if (!route) {
      const fallback = await options.fallback?.(url, { method, ...(typeof init.body === 'string' ? { body: init.body } : {}) });
      if (fallback) return fallback;
      const unmatched = options.unmatched ?? {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: `unexpected ${method} ${url.pathname}` },
      };
      return json(unmatched.body, unmatched.status);
    }
    if (route.once) pending.splice(index, 1);
    return json(route.body ?? {}, route.status ?? 200);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, urls };
}

const matches = (path: string | RegExp, pathname: string) => (typeof path === 'string' ? path === pathname : path.test(pathname));

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
