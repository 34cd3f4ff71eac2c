import { createApiClient, typedApi } from '@sf/api-client';
import type { FlagKey, FlagUpdate } from '@sf/contracts';

/** The operator API of /healthcheck/feature-flags (infra/server flags module, internal-routes.ts). */
export function createFeatureFlagsApi(client = createApiClient()) {
  const api = typedApi(client);
  return {
    list: (signal?: AbortSignal) => api.get('/api/internal/feature-flags', { signal }),
    save: (key: FlagKey, update: FlagUpdate) => api.put('/api/internal/feature-flags/{key}', { path: { key }, body: update }),
    signIn: (email: string, password: string) => api.post('/api/operator/session', { body: { email, password } }),
  };
}
export type FeatureFlagsApi = ReturnType<typeof createFeatureFlagsApi>;
