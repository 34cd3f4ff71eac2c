import { createTypedApiClient, siteQuery } from '@sf/api-client';
import { ENROLLMENT_SOURCE_PATTERN } from '@sf/contracts/loyalty';
import type { SiteInfo } from '@sf/remote-contract';

/** The loyalty endpoints checkout calls: the shopper's points, and joining from the payment step. */
export const LOYALTY_PATHS = { account: '/api/loyalty', enrollment: '/api/loyalty/enrollment' } as const;

export function loyaltyApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const client = createTypedApiClient({ defaultQuery: () => siteQuery(site) });
  return {
    account: (signal?: AbortSignal) => client.get(LOYALTY_PATHS.account, { query: { pageSize: 1 }, signal }),
    enroll: () => {
      // Spec §2 rule 8: a campaign's enrollment_marketing_source, carried in the URL, is stored with the enrolment.
      const source = new URLSearchParams(globalThis.location?.search ?? '').get('enrollment_marketing_source') ?? '';
      return client.post(LOYALTY_PATHS.enrollment, {
        body: { brand: site.brand, locale: site.locale, ...(ENROLLMENT_SOURCE_PATTERN.test(source) ? { enrollmentMarketingSource: source } : {}) },
      });
    },
  };
}
export type LoyaltyApi = ReturnType<typeof loyaltyApi>;
