import { createApiClient, type ApiClient } from '@sf/api-client';
import type { SessionView, SignUpBody, SiteInfo } from '@sf/contracts';

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

/** Some answers carry the session (e.g. a verification that signs the shopper in); others only `{ ok: true }`. */
export type IdentityAnswer = Partial<SessionView> | { ok: true } | undefined;

export function identityApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client: ApiClient = createApiClient()) {
  return {
    signUp: (input: SignUpInput) =>
      client.post<{ verificationSent: true }>(IDENTITY_PATHS.signUp, { ...input, brand: site.brand, locale: site.locale } satisfies SignUpBody),
    verifyEmail: (token: string) => client.post<IdentityAnswer>(IDENTITY_PATHS.verifyEmail, { token }),
    forgotPassword: (email: string) => client.post<IdentityAnswer>(IDENTITY_PATHS.forgotPassword, { email, brand: site.brand, locale: site.locale }),
    resetPassword: (token: string, password: string) => client.post<IdentityAnswer>(IDENTITY_PATHS.resetPassword, { token, password }),
  };
}

export type IdentityApi = ReturnType<typeof identityApi>;
