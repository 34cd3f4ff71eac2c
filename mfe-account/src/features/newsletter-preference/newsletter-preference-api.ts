import { createApiClient, siteQuery, typedApi, type ApiClient } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';

export const NEWSLETTER_PREFERENCE_PATH = '/api/newsletter/preference';

/** The signed-in customer's newsletter preference for the site's brand (newsletter module). */
export function createNewsletterPreferenceApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client: ApiClient = createApiClient()) {
  const api = typedApi(client);
  return {
    read: (signal?: AbortSignal) => api.get(NEWSLETTER_PREFERENCE_PATH, { query: siteQuery(site), ...(signal ? { signal } : {}) }),
    save: (subscribed: boolean) => api.put(NEWSLETTER_PREFERENCE_PATH, { body: { brand: site.brand, locale: site.locale, subscribed } }),
  };
}

export type NewsletterPreferenceApi = ReturnType<typeof createNewsletterPreferenceApi>;
