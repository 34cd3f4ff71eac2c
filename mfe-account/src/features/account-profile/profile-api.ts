import { createApiClient, typedApi } from '@sf/api-client';
import type { Interest } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';

/** The identity module's account endpoints (contracts `api/identity.ts`); every one needs the session cookie. */
export const PROFILE_PATHS = {
  profile: '/api/account/profile',
  password: '/api/account/password',
  email: '/api/account/email',
  account: '/api/account',
} as const;

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  marketingOptIn?: boolean;
  interests?: Interest[];
}

export function profileApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const api = typedApi(createApiClient());
  return {
    profile: (signal?: AbortSignal) => api.get(PROFILE_PATHS.profile, { signal }),
    update: (changes: ProfileChanges) => api.patch(PROFILE_PATHS.profile, { body: changes }),
    changePassword: (currentPassword: string, newPassword: string) => api.post(PROFILE_PATHS.password, { body: { currentPassword, newPassword } }),
    /** The new address gets a verification link; the account keeps the old one until it is followed (`pendingEmail`). */
    changeEmail: (email: string, currentPassword: string) =>
      api.post(PROFILE_PATHS.email, { body: { brand: site.brand, locale: site.locale, email, currentPassword } }),
    deleteAccount: (currentPassword: string) => api.delete(PROFILE_PATHS.account, { body: { currentPassword } }),
  };
}

export type ProfileApi = ReturnType<typeof profileApi>;
