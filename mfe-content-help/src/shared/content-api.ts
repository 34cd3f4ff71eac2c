import { createApiClient, siteQuery, typedApi, type ApiClient } from '@sf/api-client';
import type { CmsPage, ContentAsset, Navigation } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';

/** The content module's read endpoints (contracts api/content.ts), always for the parcel's own site. */
export interface ContentApi {
  page(slug: string, signal?: AbortSignal): Promise<CmsPage>;
  asset(id: string, signal?: AbortSignal): Promise<ContentAsset>;
  navigation(key: string, signal?: AbortSignal): Promise<Navigation>;
}

/** Slugs may be nested (about/history): empty segments go, the `{path}` wildcard encodes each segment and keeps the slashes. */
const nestedPath = (slug: string): string => slug.split('/').filter(Boolean).join('/');

export function createContentApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client?: ApiClient): ContentApi {
  const api = typedApi(client ?? createApiClient({ defaultQuery: () => siteQuery(site) }));
  return {
    page: (slug, signal) => api.get('/api/content/pages/{path}', { path: { path: nestedPath(slug) }, signal }),
    asset: (id, signal) => api.get('/api/content/assets/{id}', { path: { id }, signal }),
    navigation: (key, signal) => api.get('/api/content/navigation/{key}', { path: { key }, signal }),
  };
}

/** Aborts are how a superseded request ends; they are not failures to report. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
