import { createApiClient, siteQuery, type ApiClient } from '@sf/api-client';
import type { CategoryList, ProductDetail, ProductList, SiteInfo } from '@sf/contracts';

/** Every call names its site (brand and locale) through the client's default query. */
export function apiClientFor(site: Pick<SiteInfo, 'brand' | 'locale'>): ApiClient {
  return createApiClient({ defaultQuery: () => siteQuery(site) });
}

/** Each slug segment is encoded on its own, so the category path keeps its slashes. */
const encodeSlug = (slug: string) => slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');

export const PRODUCT_PAGE_SIZE = 24;

/** The catalogue endpoints of the server (contracts api/catalog.ts shapes). */
export function catalogApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const client = apiClientFor(site);
  return {
    categories: (signal?: AbortSignal) => client.get<CategoryList>('/api/catalog/categories', { signal }),
    categoryProducts: (slug: string, page: { offset: number; limit?: number }, signal?: AbortSignal) =>
      client.get<ProductList>(`/api/catalog/category-products/${encodeSlug(slug)}`, {
        query: { offset: page.offset, limit: page.limit ?? PRODUCT_PAGE_SIZE },
        signal,
      }),
    product: (productId: string, signal?: AbortSignal) =>
      client.get<ProductDetail>(`/api/catalog/products/${encodeURIComponent(productId)}`, { signal }),
  };
}
export type CatalogApi = ReturnType<typeof catalogApi>;
