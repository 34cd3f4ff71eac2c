import { createApiClient, siteQuery, type ApiClient } from '@sf/api-client';
import type {
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyAuthenticationResponse,
  PasskeyList,
  PasskeyRegistrationOptions,
  PasskeyRegistrationResponse,
  SignInResult,
  SiteInfo,
} from '@sf/contracts';

/** The passkey endpoints (server module `passkeys`, contracts `api/passkeys.ts`). */
export const PASSKEY_PATHS = {
  list: '/api/passkeys',
  one: (id: string) => `/api/passkeys/${encodeURIComponent(id)}`,
  registrationOptions: '/api/passkeys/registration/options',
  registration: '/api/passkeys/registration',
  authenticationOptions: '/api/passkeys/authentication/options',
  authentication: '/api/passkeys/authentication',
} as const;

export function passkeysApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client: ApiClient = createApiClient({ defaultQuery: () => siteQuery(site) })) {
  return {
    list: async (signal?: AbortSignal) => (await client.get<PasskeyList>(PASSKEY_PATHS.list, { signal })).passkeys,
    registrationOptions: () => client.post<PasskeyRegistrationOptions>(PASSKEY_PATHS.registrationOptions, {}),
    register: (name: string, response: PasskeyRegistrationResponse) => client.post<Passkey>(PASSKEY_PATHS.registration, { name, response }),
    remove: (id: string) => client.delete<void>(PASSKEY_PATHS.one(id)),
    authenticationOptions: () => client.post<PasskeyAuthenticationOptions>(PASSKEY_PATHS.authenticationOptions, {}),
    authenticate: (response: PasskeyAuthenticationResponse) => client.post<SignInResult>(PASSKEY_PATHS.authentication, { response }),
  };
}

export type PasskeysApi = ReturnType<typeof passkeysApi>;
