import { createApiClient, typedApi, type ApiBody } from '@sf/api-client';

/** Registration (identity module): always answers `verificationSent`, whether or not the address had an account. */
export const SIGN_UP_PATH = '/api/identity/sign-up';

/** What registration takes, as the server's document says (brand and locale are the site's keys). */
export type SignUpBody = ApiBody<typeof SIGN_UP_PATH, 'post'>;

export function plusAccountApi() {
  const api = typedApi(createApiClient());
  return { signUp: (body: SignUpBody) => api.post(SIGN_UP_PATH, { body }) };
}
