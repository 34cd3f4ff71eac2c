import { createApiClient, siteQuery, typedApi, type ApiClient, type ApiQuery, type TypedApi } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';

/** Every call names its site (brand and locale) through the client's default query. */
export function apiClientFor(site: Pick<SiteInfo, 'brand' | 'locale'>): ApiClient {
  return createApiClient({ defaultQuery: () => siteQuery(site) });
}

/** The same client, typed from the server's OpenAPI document (path → params, query, body and answer). */
export function typedApiFor(site: Pick<SiteInfo, 'brand' | 'locale'>): TypedApi {
  return typedApi(apiClientFor(site));
}

/** Filters, sort and paging of one listing request (contracts `listingApiQuery`); the same for every listing route. */
export type ListingQuery = ApiQuery<'/api/listing/category/{path}', 'get'>;

/** The catalogue, listing and search endpoints of the server. */
export function catalogApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const api = typedApiFor(site);
  return {
    categories: (signal?: AbortSignal) => api.get('/api/catalog/categories', { signal }),
    categoryListing: (slug: string, query: ListingQuery, signal?: AbortSignal) =>
      api.get('/api/listing/category/{path}', { path: { path: slug.split('/').filter(Boolean).join('/') }, query, signal }),
    search: (term: string, query: ListingQuery, signal?: AbortSignal) => api.get('/api/search', { query: { ...query, q: term }, signal }),
    suggestions: (term: string, signal?: AbortSignal) => api.get('/api/search/suggestions', { query: { q: term }, signal }),
    collection: (slug: string, query: ListingQuery, signal?: AbortSignal) => api.get('/api/collections/{slug}', { path: { slug }, query, signal }),
    discounts: (query: ListingQuery, signal?: AbortSignal) => api.get('/api/discounts', { query, signal }),
    /** Issue 25: the brand's merchandised home page and a top category's landing blocks (content module). */
    home: (signal?: AbortSignal) => api.get('/api/content/home', { signal }),
    categoryLanding: (category: string, signal?: AbortSignal) => api.get('/api/content/category-landing/{category}', { path: { category }, signal }),
    product: (productId: string, signal?: AbortSignal) => api.get('/api/catalog/products/{productId}', { path: { productId }, signal }),
  };
}
export type CatalogApi = ReturnType<typeof catalogApi>;
