import { createApiClient, typedApi } from '@sf/api-client';
import type { CaseStatus } from '@sf/contracts/help';

/** Customer service's case API (infra/server help module; role customer-service). */
export function createCasesApi(client = createApiClient()) {
  const api = typedApi(client);
  return {
    list: (status: CaseStatus | null, signal?: AbortSignal) => api.get('/api/internal/cases', { ...(status ? { query: { status } } : {}), signal }),
    get: (reference: string, signal?: AbortSignal) => api.get('/api/internal/cases/{reference}', { path: { reference }, signal }),
    setStatus: (reference: string, status: CaseStatus) => api.put('/api/internal/cases/{reference}/status', { path: { reference }, body: { status } }),
    attachmentUrl: (reference: string) => `/api/internal/cases/${encodeURIComponent(reference)}/attachment`,
    signIn: (email: string, password: string) => api.post('/api/operator/session', { body: { email, password } }),
  };
}
export type CasesApi = ReturnType<typeof createCasesApi>;
