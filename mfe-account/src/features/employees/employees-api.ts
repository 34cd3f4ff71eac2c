import { ApiRequestError, createApiClient, siteQuery, typedApi, type ApiClient, type ApiResponse } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';

/** The employees endpoints (contracts api/employees.ts); every one needs a signed-in employee (401 / 403 otherwise). */
export const EMPLOYEE_PATHS = {
  terms: '/api/employees/terms',
  acceptance: '/api/employees/terms/acceptance',
  session: '/api/employees/session',
} as const;

/** The answers as the server's document declares them. */
export type EmployeeTermsAnswer = ApiResponse<typeof EMPLOYEE_PATHS.terms, 'get'>;
export type EmployeeAcceptanceAnswer = ApiResponse<typeof EMPLOYEE_PATHS.acceptance, 'post'>;
export type EmployeeSessionAnswer = ApiResponse<typeof EMPLOYEE_PATHS.session, 'get'>;

export interface EmployeesApi {
  terms(signal?: AbortSignal): Promise<EmployeeTermsAnswer>;
  accept(version: string): Promise<EmployeeAcceptanceAnswer>;
  /** Starts a session (the terms must be accepted). */
  start(): Promise<ApiResponse<typeof EMPLOYEE_PATHS.session, 'post'>>;
  /** This browser's live session (its HttpOnly cookie), or null when it has none. */
  current(): Promise<EmployeeSessionAnswer | null>;
  /** Ends this browser's session on the server; never fails the caller. */
  end(): Promise<void>;
}

export function createEmployeesApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client?: ApiClient): EmployeesApi {
  const api = typedApi(client ?? createApiClient());
  return {
    terms: (signal) => api.get(EMPLOYEE_PATHS.terms, { query: siteQuery(site), ...(signal ? { signal } : {}) }),
    accept: (version) => api.post(EMPLOYEE_PATHS.acceptance, { body: { version } }),
    start: () => api.post(EMPLOYEE_PATHS.session),
    current: async () => {
      try {
        return await api.get(EMPLOYEE_PATHS.session);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    end: async () => {
      await api.delete(EMPLOYEE_PATHS.session).catch(() => undefined);
    },
  };
}
