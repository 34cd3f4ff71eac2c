import { ApiRequestError, createApiClient, type ApiClient } from '@sf/api-client';
import type { BrandKey, LocaleCode, NewsletterLinkResult } from '@sf/contracts';

/** The newsletter endpoints (contracts api/newsletter.ts) the sign-up forms and the subscription page use. */
export const NEWSLETTER_PATHS = {
  subscriptions: '/api/newsletter/subscriptions',
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
} as const;

export interface NewsletterApi {
  /** Resolves the same whether the address was new, pending or already subscribed (the server says nothing more). */
  subscribe(email: string, site: { brand: BrandKey; locale: LocaleCode }): Promise<void>;
  confirm(token: string): Promise<NewsletterLinkResult>;
  /** What an unsubscribe link is about; changes nothing. */
  unsubscribeStatus(token: string, signal?: AbortSignal): Promise<NewsletterLinkResult>;
  unsubscribe(token: string): Promise<NewsletterLinkResult>;
}

export function createNewsletterApi(client: ApiClient = createApiClient()): NewsletterApi {
  return {
    subscribe: async (email, site) => {
      await client.post(NEWSLETTER_PATHS.subscriptions, { email: email.trim(), brand: site.brand, locale: site.locale });
    },
    confirm: (token) => client.post<NewsletterLinkResult>(NEWSLETTER_PATHS.confirm, { token }),
    unsubscribeStatus: (token, signal) => client.get<NewsletterLinkResult>(NEWSLETTER_PATHS.unsubscribe, { query: { token }, ...(signal ? { signal } : {}) }),
    unsubscribe: (token) => client.post<NewsletterLinkResult>(NEWSLETTER_PATHS.unsubscribe, { token }),
  };
}

export type NewsletterFailure = 'invalid-email' | 'invalid-link' | 'too-many' | 'failed';

/** What a failed call means for the shopper: the server's 400 names the field it refused. */
export function newsletterFailure(error: unknown): NewsletterFailure {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.status === 429) return 'too-many';
  if (error.status === 400) return error.body?.message.includes('token') ? 'invalid-link' : 'invalid-email';
  return 'failed';
}
