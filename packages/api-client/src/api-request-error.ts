import type { ApiError } from '@sf/contracts';
import type { HttpMethod } from './retry-policy';

export interface ApiRequestErrorInit {
  method: HttpMethod;
  url: string;
  /** 0 when no response arrived (network failure). */
  status: number;
  statusText: string;
  body: ApiError | null;
  cause?: unknown;
}

/** Spec §8 "Fetch failure": the message names method, URL, status and status text. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly method: HttpMethod;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  /** The server's `{ statusCode, error, message }` when the response carried one. */
  readonly body: ApiError | null;

  constructor(init: ApiRequestErrorInit) {
    super(describeFailure(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
  }
}

function describeFailure({ method, url, status, statusText, body, cause }: ApiRequestErrorInit): string {
  const outcome = status === 0 ? `network error${cause instanceof Error ? ` (${cause.message})` : ''}` : `${status} ${statusText}`.trim();
  const detail = body?.message ? ` — ${body.message}` : '';
  return `${method} ${url} failed: ${outcome}${detail}`;
}

/** Accepts the server's error shape only; anything else is not trusted as an ApiError. */
export function toApiError(value: unknown): ApiError | null {
  if (typeof value !== 'object' || value === null) return null;
  const { statusCode, error, message } = value as Record<string, unknown>;
  if (typeof statusCode !== 'number' || typeof message !== 'string') return null;
  return { statusCode, error: typeof error === 'string' ? error : '', message };
}
