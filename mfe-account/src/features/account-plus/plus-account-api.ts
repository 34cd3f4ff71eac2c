import { createApiClient } from '@sf/api-client';
import type { SignUpBody } from '@sf/contracts';

/** Registration (identity module): always answers `verificationSent`, whether or not the address had an account. */
export const SIGN_UP_PATH = '/api/identity/sign-up';

export function plusAccountApi() {
  const client = createApiClient();
  return { signUp: (body: SignUpBody) => client.post<{ verificationSent: true }>(SIGN_UP_PATH, body) };
}
