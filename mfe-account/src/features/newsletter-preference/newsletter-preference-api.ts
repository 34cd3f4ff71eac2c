import { createApiClient, siteQuery, type ApiClient } from '@sf/api-client';
import type { NewsletterPreference, SiteInfo } from '@sf/contracts';

export const NEWSLETTER_PREFERENCE_PATH = '/api/newsletter/preference';

/** The signed-in customer's newsletter preference for the site's brand (newsletter module). */
export function createNewsletterPreferenceApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client: ApiClient = createApiClient()) {
  return {
    read: (signal?: AbortSignal) => client.get<NewsletterPreference>(NEWSLETTER_PREFERENCE_PATH, { query: siteQuery(site), ...(signal ? { signal } : {}) }),
    save: (subscribed: boolean) => client.put<NewsletterPreference>(NEWSLETTER_PREFERENCE_PATH, { brand: site.brand, locale: site.locale, subscribed }),
  };
}

export type NewsletterPreferenceApi = ReturnType<typeof createNewsletterPreferenceApi>;
