import { createApiClient } from '@sf/api-client';
import type { CaseStatus } from '@sf/contracts/help';
import type { CaseDetail, CaseList } from '@sf/contracts/api';

/** Customer service's case API (infra/server help module; role customer-service). */
export function createCasesApi(client = createApiClient()) {
  return {
    list: (status: CaseStatus | null, signal?: AbortSignal) =>
      client.get<CaseList>('/api/internal/cases', { ...(status ? { query: { status } } : {}), ...(signal ? { signal } : {}) }),
    get: (reference: string, signal?: AbortSignal) => client.get<CaseDetail>(`/api/internal/cases/${encodeURIComponent(reference)}`, signal ? { signal } : {}),
    setStatus: (reference: string, status: CaseStatus) => client.put<CaseDetail>(`/api/internal/cases/${encodeURIComponent(reference)}/status`, { status }),
    attachmentUrl: (reference: string) => `/api/internal/cases/${encodeURIComponent(reference)}/attachment`,
    signIn: (email: string, password: string) => client.post('/api/operator/session', { email, password }),
  };
}
export type CasesApi = ReturnType<typeof createCasesApi>;
