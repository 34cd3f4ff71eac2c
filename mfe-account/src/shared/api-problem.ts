import { ApiRequestError } from '@sf/api-client';

/** Why a write failed, in the words the pages translate (the server's English message is never shown as is). */
export type ApiProblem = 'signed-out' | 'wrong-password' | 'not-found' | 'conflict' | 'too-many' | 'invalid' | 'offline' | 'failed';

export function apiProblem(error: unknown): ApiProblem {
  if (!(error instanceof ApiRequestError)) return 'failed';
  switch (error.status) {
    case 0:
      return 'offline';
    case 400:
    case 422:
      return 'invalid';
    case 401:
      return 'signed-out';
    case 403:
      // Identity answers 403 for a wrong current password; a CSRF refusal is also 403 but cannot happen same-site.
      return 'wrong-password';
    case 404:
      return 'not-found';
    case 409:
      return 'conflict';
    case 429:
      return 'too-many';
    default:
      return 'failed';
  }
}

/** The server's message for a 400, whose text starts with the field it names (`newPassword: at least 10 characters`). */
export function serverMessage(error: unknown): string {
  return error instanceof ApiRequestError ? (error.body?.message ?? '') : '';
}

/** Minutes to wait, from a 429's Retry-After-style message ("try again in 5 minutes"), else null. */
export function retryMinutes(error: unknown): number | null {
  const match = /(\d+)\s*minute/i.exec(serverMessage(error));
  return match ? Number(match[1]) : null;
}
