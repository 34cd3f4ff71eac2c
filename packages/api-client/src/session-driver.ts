import type { SessionDriver, SessionView, SignInBody, SignInResult } from '@sf/contracts';
import { createApiClient, type ApiClient } from './api-client';
import { ApiRequestError } from './api-request-error';

export const IDENTITY_SESSION_PATH = '/api/identity/session';
export const IDENTITY_SESSIONS_PATH = '/api/identity/sessions';

/**
 * The shell installs this at boot (`installSessionDriver`): the session endpoints of the identity API. A sign-out of
 * a session the server already ended (401) counts as done.
 */
export function httpSessionDriver(client: ApiClient = createApiClient()): SessionDriver {
  return {
    read: () => client.get<SessionView>(IDENTITY_SESSION_PATH),
    signIn: (credentials: SignInBody) => client.post<SignInResult>(IDENTITY_SESSION_PATH, credentials),
    signOut: async ({ everywhere }) => {
      try {
        await client.delete<unknown>(everywhere ? IDENTITY_SESSIONS_PATH : IDENTITY_SESSION_PATH);
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
      }
    },
  };
}
