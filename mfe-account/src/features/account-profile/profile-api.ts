import { createApiClient } from '@sf/api-client';
import type { CustomerProfile, Interest, SiteInfo } from '@sf/contracts';

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
  const client = createApiClient();
  return {
    profile: (signal?: AbortSignal) => client.get<CustomerProfile>(PROFILE_PATHS.profile, { signal }),
    update: (changes: ProfileChanges) => client.patch<CustomerProfile>(PROFILE_PATHS.profile, changes),
    changePassword: (currentPassword: string, newPassword: string) => client.post<unknown>(PROFILE_PATHS.password, { currentPassword, newPassword }),
    /** The new address gets a verification link; the account keeps the old one until it is followed (`pendingEmail`). */
    changeEmail: (email: string, currentPassword: string) =>
      client.post<CustomerProfile>(PROFILE_PATHS.email, { brand: site.brand, locale: site.locale, email, currentPassword }),
    deleteAccount: (currentPassword: string) => client.delete<unknown>(PROFILE_PATHS.account, { currentPassword }),
  };
}

export type ProfileApi = ReturnType<typeof profileApi>;
