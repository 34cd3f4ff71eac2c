import { createApiClient } from '@sf/api-client';
import type { FlagDefinition, FlagKey, FlagUpdate, InternalFlags } from '@sf/contracts';

/** The operator API of /healthcheck/feature-flags (infra/server flags module, internal-routes.ts). */
export function createFeatureFlagsApi(client = createApiClient()) {
  return {
    list: (signal?: AbortSignal) => client.get<InternalFlags>('/api/internal/feature-flags', signal ? { signal } : {}),
    save: (key: FlagKey, update: FlagUpdate) => client.put<FlagDefinition>(`/api/internal/feature-flags/${key}`, update),
    signIn: (email: string, password: string) => client.post('/api/operator/session', { email, password }),
  };
}
export type FeatureFlagsApi = ReturnType<typeof createFeatureFlagsApi>;
