import { createApiClient, siteQuery, type ApiClient } from '@sf/api-client';
import type { CategoryList, CmsPage, CollectionListing, ProductDetail, ProductList, SearchResult, SiteInfo, Suggestions } from '@sf/contracts';

/** Every call names its site (brand and locale) through the client's default query. */
export function apiClientFor(site: Pick<SiteInfo, 'brand' | 'locale'>): ApiClient {
  return createApiClient({ defaultQuery: () => siteQuery(site) });
}

/** Each slug segment is encoded on its own, so the category path keeps its slashes. */
const encodeSlug = (slug: string) => slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');

/** Filters, sort and paging of one listing request (contracts `listingApiQuery`). */
export type ListingQuery = Record<string, string | number>;

/** The catalogue, listing and search endpoints of the server (contracts api/{catalog,listing,search}.ts shapes). */
export function catalogApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const client = apiClientFor(site);
  return {
    categories: (signal?: AbortSignal) => client.get<CategoryList>('/api/catalog/categories', { signal }),
    categoryListing: (slug: string, query: ListingQuery, signal?: AbortSignal) =>
      client.get<ProductList>(`/api/listing/category/${encodeSlug(slug)}`, { query, signal }),
    search: (term: string, query: ListingQuery, signal?: AbortSignal) => client.get<SearchResult>('/api/search', { query: { ...query, q: term }, signal }),
    suggestions: (term: string, signal?: AbortSignal) => client.get<Suggestions>('/api/search/suggestions', { query: { q: term }, signal }),
    collection: (slug: string, query: ListingQuery, signal?: AbortSignal) =>
      client.get<CollectionListing>(`/api/collections/${encodeURIComponent(slug)}`, { query, signal }),
    discounts: (query: ListingQuery, signal?: AbortSignal) => client.get<CollectionListing>('/api/discounts', { query, signal }),
    /** Issue 25: the brand's merchandised home page and a top category's landing blocks (content module). */
    home: (signal?: AbortSignal) => client.get<CmsPage>('/api/content/home', { signal }),
    categoryLanding: (category: string, signal?: AbortSignal) =>
      client.get<CmsPage>(`/api/content/category-landing/${encodeURIComponent(category)}`, { signal }),
    product: (productId: string, signal?: AbortSignal) => client.get<ProductDetail>(`/api/catalog/products/${encodeURIComponent(productId)}`, { signal }),
  };
}
export type CatalogApi = ReturnType<typeof catalogApi>;
