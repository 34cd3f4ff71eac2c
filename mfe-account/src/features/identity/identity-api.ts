import { createApiClient, typedApi, type ApiClient, type ApiResponse } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';

/** The identity endpoints the forms call directly; signing in and out goes through the contracts session store. */
export const IDENTITY_PATHS = {
  signUp: '/api/identity/sign-up',
  verifyEmail: '/api/identity/verify-email',
  forgotPassword: '/api/identity/forgot-password',
  resetPassword: '/api/identity/reset-password',
} as const;

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  marketingOptIn: boolean;
}

/** What following a verification link answers, as the server's document says (the session it signs in). */
export type VerifyEmailAnswer = ApiResponse<typeof IDENTITY_PATHS.verifyEmail, 'post'>;

export function identityApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client: ApiClient = createApiClient()) {
  const api = typedApi(client);
  return {
    signUp: (input: SignUpInput) => api.post(IDENTITY_PATHS.signUp, { body: { ...input, brand: site.brand, locale: site.locale } }),
    verifyEmail: (token: string) => api.post(IDENTITY_PATHS.verifyEmail, { body: { token } }),
    forgotPassword: (email: string) => api.post(IDENTITY_PATHS.forgotPassword, { body: { email, brand: site.brand, locale: site.locale } }),
    resetPassword: (token: string, password: string) => api.post(IDENTITY_PATHS.resetPassword, { body: { token, password } }),
  };
}

export type IdentityApi = ReturnType<typeof identityApi>;
