import { ApiRequestError, createApiClient, typedApi, type ApiClient } from '@sf/api-client';
import type { NewsletterLinkResult } from '@sf/contracts';
import type { BrandKey, LocaleCode } from '@sf/remote-contract';

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
  const api = typedApi(client);
  return {
    subscribe: async (email, site) => {
      await api.post(NEWSLETTER_PATHS.subscriptions, { body: { email: email.trim(), brand: site.brand, locale: site.locale } });
    },
    confirm: (token) => api.post(NEWSLETTER_PATHS.confirm, { body: { token } }),
    unsubscribeStatus: (token, signal) => api.get(NEWSLETTER_PATHS.unsubscribe, { query: { token }, signal }),
    unsubscribe: (token) => api.post(NEWSLETTER_PATHS.unsubscribe, { body: { token } }),
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
