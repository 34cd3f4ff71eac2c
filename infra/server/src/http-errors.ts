/** Domain failures that map to an HTTP status; anything else reaching the error handler is a bug (500). */
import { ApiErrorSchema } from '@sf/contracts/api';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Seconds, sent as Retry-After (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);

/** Response schemas for the error statuses a route can produce, so OpenAPI lists them too. */
export const errorResponses = {
  400: ApiErrorSchema.describe('Invalid input; the message names the field'),
  404: ApiErrorSchema.describe('Not found'),
} as const;
export const conflictResponse = { 409: ApiErrorSchema.describe('Conflicts with the current state (stock, limits)') } as const;
