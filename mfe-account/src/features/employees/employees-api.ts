import { ApiRequestError, createApiClient, siteQuery, type ApiClient } from '@sf/api-client';
import type { EmployeeSession, EmployeeTerms, EmployeeTermsAcceptance, SiteInfo } from '@sf/contracts';

/** The employees endpoints (contracts api/employees.ts); every one needs a signed-in employee (401 / 403 otherwise). */
export const EMPLOYEE_PATHS = {
  terms: '/api/employees/terms',
  acceptance: '/api/employees/terms/acceptance',
  session: '/api/employees/session',
} as const;

export interface EmployeesApi {
  terms(signal?: AbortSignal): Promise<EmployeeTerms>;
  accept(version: string): Promise<EmployeeTermsAcceptance>;
  /** Starts a session (the terms must be accepted). */
  start(): Promise<EmployeeSession>;
  /** This browser's live session (its HttpOnly cookie), or null when it has none. */
  current(): Promise<EmployeeSession | null>;
  /** Ends this browser's session on the server; never fails the caller. */
  end(): Promise<void>;
}

export function createEmployeesApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client?: ApiClient): EmployeesApi {
  const api = client ?? createApiClient();
  return {
    terms: (signal) => api.get<EmployeeTerms>(EMPLOYEE_PATHS.terms, { query: siteQuery(site), ...(signal ? { signal } : {}) }),
    accept: (version) => api.post<EmployeeTermsAcceptance>(EMPLOYEE_PATHS.acceptance, { version }),
    start: () => api.post<EmployeeSession>(EMPLOYEE_PATHS.session),
    current: async () => {
      try {
        return await api.get<EmployeeSession>(EMPLOYEE_PATHS.session);
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
