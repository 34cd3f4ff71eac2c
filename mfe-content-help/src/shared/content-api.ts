import { createApiClient, siteQuery, type ApiClient } from '@sf/api-client';
import type { CmsPage, ContentAsset, Navigation, SiteInfo } from '@sf/contracts';

/** The content module's read endpoints (contracts api/content.ts), always for the parcel's own site. */
export interface ContentApi {
  page(slug: string, signal?: AbortSignal): Promise<CmsPage>;
  asset(id: string, signal?: AbortSignal): Promise<ContentAsset>;
  navigation(key: string, signal?: AbortSignal): Promise<Navigation>;
}

/** Slugs may be nested (about/history): each segment is encoded, the slashes between them are kept. */
const encodePath = (slug: string): string => slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');

export function createContentApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client?: ApiClient): ContentApi {
  const api = client ?? createApiClient({ defaultQuery: () => siteQuery(site) });
  return {
    page: (slug, signal) => api.get<CmsPage>(`/api/content/pages/${encodePath(slug)}`, { signal }),
    asset: (id, signal) => api.get<ContentAsset>(`/api/content/assets/${encodeURIComponent(id)}`, { signal }),
    navigation: (key, signal) => api.get<Navigation>(`/api/content/navigation/${encodeURIComponent(key)}`, { signal }),
  };
}

/** Aborts are how a superseded request ends; they are not failures to report. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
