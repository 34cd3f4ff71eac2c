import { createApiClient, siteQuery, typedApi, type ApiClient } from '@sf/api-client';
import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';

/** The passkey endpoints (server module `passkeys`, contracts `api/passkeys.ts`). */
export const PASSKEY_PATHS = {
  list: '/api/passkeys',
  one: '/api/passkeys/{id}',
  registrationOptions: '/api/passkeys/registration/options',
  registration: '/api/passkeys/registration',
  authenticationOptions: '/api/passkeys/authentication/options',
  authentication: '/api/passkeys/authentication',
} as const;

export function passkeysApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client: ApiClient = createApiClient({ defaultQuery: () => siteQuery(site) })) {
  const api = typedApi(client);
  return {
    list: async (signal?: AbortSignal) => (await api.get(PASSKEY_PATHS.list, { signal })).passkeys,
    registrationOptions: () => api.post(PASSKEY_PATHS.registrationOptions, { body: {} }),
    register: (name: string, response: PasskeyRegistrationResponse) => api.post(PASSKEY_PATHS.registration, { body: { name, response } }),
    remove: (id: string) => api.delete(PASSKEY_PATHS.one, { path: { id } }),
    authenticationOptions: () => api.post(PASSKEY_PATHS.authenticationOptions, { body: {} }),
    authenticate: (response: PasskeyAuthenticationResponse) => api.post(PASSKEY_PATHS.authentication, { body: { response } }),
  };
}

export type PasskeysApi = ReturnType<typeof passkeysApi>;
