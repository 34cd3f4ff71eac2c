import { createApiClient, siteQuery, type ApiClient } from '@sf/api-client';
import type { AddBasketItemBody, Basket, SiteInfo } from '@sf/contracts';

/** The basket endpoints this remote uses. Baskets are addressed by id; the site travels in the body on creation. */
export function basketApi(client: ApiClient = createApiClient()) {
  return {
    create: (site: Pick<SiteInfo, 'brand' | 'locale'>) => client.post<Basket>('/api/baskets', siteQuery(site)),
    addItem: (basketId: string, item: AddBasketItemBody) => client.post<Basket>(`/api/baskets/${encodeURIComponent(basketId)}/items`, item),
  };
}
export type BasketApi = ReturnType<typeof basketApi>;
