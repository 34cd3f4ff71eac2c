import { createApiClient, typedApi, type ApiClient, type ApiResponse } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';

/** The student-verification endpoints (contracts api/verifications.ts); each needs a signed-in shopper (401 otherwise). */
export const STUDENT_PATHS = {
  status: '/api/account/student-verification',
  requests: '/api/account/student-verification/requests',
  confirmation: '/api/account/student-verification/confirmation',
} as const;

/** The shopper's verification as the server's document declares it (every endpoint answers it). */
export type StudentStatusAnswer = ApiResponse<typeof STUDENT_PATHS.status, 'get'>;

export interface StudentApi {
  status(signal?: AbortSignal): Promise<StudentStatusAnswer>;
  /** Sends a code to the address (a repeat within 30 seconds sends nothing new). */
  requestCode(email: string, institution: string): Promise<ApiResponse<typeof STUDENT_PATHS.requests, 'post'>>;
  /** 400 for a wrong, expired or used-up code: read `status()` for the attempts left. */
  confirm(code: string): Promise<ApiResponse<typeof STUDENT_PATHS.confirmation, 'post'>>;
}

export function createStudentApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client?: ApiClient): StudentApi {
  const api = typedApi(client ?? createApiClient());
  return {
    status: (signal) => api.get(STUDENT_PATHS.status, signal ? { signal } : {}),
    requestCode: (email, institution) => api.post(STUDENT_PATHS.requests, { body: { brand: site.brand, locale: site.locale, email, institution } }),
    confirm: (code) => api.post(STUDENT_PATHS.confirmation, { body: { code } }),
  };
}
