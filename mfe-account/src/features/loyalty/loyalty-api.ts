import { createApiClient, siteQuery, typedApi } from '@sf/api-client';
import { ENROLLMENT_SOURCE_PATTERN } from '@sf/contracts/loyalty';
import type { SiteInfo } from '@sf/remote-contract';

/** The loyalty endpoints the account pages and the enrolment dialogs call. */
export const LOYALTY_PATHS = { account: '/api/loyalty', enrollment: '/api/loyalty/enrollment' } as const;

export const LEDGER_PAGE_SIZE = 10;

export function loyaltyApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const api = typedApi(createApiClient({ defaultQuery: () => siteQuery(site) }));
  return {
    account: (page: number, signal?: AbortSignal) => api.get(LOYALTY_PATHS.account, { query: { page, pageSize: LEDGER_PAGE_SIZE }, signal }),
    /** 201 joined, 200 already a member: both answer the membership. */
    enroll: (source: string | null) =>
      api.post(LOYALTY_PATHS.enrollment, {
        body: { brand: site.brand, locale: site.locale, ...(source ? { enrollmentMarketingSource: source } : {}) },
      }),
  };
}
export type LoyaltyApi = ReturnType<typeof loyaltyApi>;

/**
 * Spec §2 rule 8: `enrollment_marketing_source` rides along in the query from page to page (the shell carries it);
 * an enrolment made while it is there is stored with it. Read when the shopper joins, never at module load.
 */
export function enrollmentSource(search: string = globalThis.location?.search ?? ''): string | null {
  const value = new URLSearchParams(search).get('enrollment_marketing_source')?.trim() ?? '';
  return ENROLLMENT_SOURCE_PATTERN.test(value) ? value : null;
}
