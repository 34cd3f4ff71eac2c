import { ApiRequestError, toApiError } from './api-request-error';
import { appendQuery, toQueryString, type QueryParams } from './query-string';
import { isRetryableStatus, RETRIES_BY_METHOD, type HttpMethod } from './retry-policy';

export interface ApiClientOptions {
  /** Prefix for every path, e.g. '' (same origin) or 'https://api.example.test'. */
  baseUrl?: string;
  /** Per attempt; on expiry the call rejects with a DOMException named TimeoutError. */
  timeoutMs?: number;
  /** Pause before the retry of a GET; tests pass 0. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** Query added to every call (usually `siteQuery(site)`); a call's own query wins on a clash. */
  defaultQuery?: () => Record<string, string>;
}

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
const JSON_TYPE = 'application/json';

/** Spec §7 generic client: JSON in and out, GET retried once on transient failures, every attempt timed out. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = '', timeoutMs = DEFAULT_TIMEOUT_MS, retryDelayMs = 250, defaultQuery } = options;
  // Resolved per call so a fetch installed after creation (polyfill, test stub) is used, and never called unbound.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: HttpMethod, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
    const url = appendQuery(`${baseUrl}${path}`, toQueryString(defaultQuery?.(), opts.query));
    const init = { method, headers: { ...headersFor(method), ...opts.headers }, body: bodyFor(method, body) };
    const retries = RETRIES_BY_METHOD[method];

    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < retries;
      const signal = attemptSignal(timeoutMs, opts.signal);
      let response: Response;
      try {
        response = await fetchImpl(url, { ...init, signal });
      } catch (error) {
        if (isAbort(error)) throw error;
        if (canRetry) {
          await pause(retryDelayMs, opts.signal);
          continue;
        }
        throw new ApiRequestError({ method, url, status: 0, statusText: '', body: null, cause: error });
      }
      if (response.ok) return (await readBody(response)) as T;
      if (canRetry && isRetryableStatus(response.status)) {
        await response.body?.cancel();
        await pause(retryDelayMs, opts.signal);
        continue;
      }
      const errorBody = toApiError(await readBody(response).catch(() => null));
      throw new ApiRequestError({ method, url, status: response.status, statusText: response.statusText, body: errorBody });
    }
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    delete: (path, body, opts) => request('DELETE', path, body, opts),
  };
}

function headersFor(method: HttpMethod): Record<string, string> {
  return method === 'GET' ? { accept: JSON_TYPE } : { accept: JSON_TYPE, 'content-type': JSON_TYPE };
}

/**
 * Writes always declare JSON, so they always carry a JSON body: `{}` when the caller has none, because a JSON
 * content type with an empty body is a 400 on Fastify (FST_ERR_CTP_EMPTY_JSON_BODY).
 */
function bodyFor(method: HttpMethod, body: unknown): string | undefined {
  if (method === 'GET') return undefined;
  return JSON.stringify(body ?? {});
}

/** A fresh timeout per attempt, so the retry of a slow GET gets its own full budget. */
function attemptSignal(timeoutMs: number, callerSignal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** 204, 205 and empty bodies resolve to undefined; JSON is parsed; anything else comes back as text. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  return contentType.includes('json') ? JSON.parse(text) : text;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return signal?.aborted ? Promise.reject(signal.reason) : Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
