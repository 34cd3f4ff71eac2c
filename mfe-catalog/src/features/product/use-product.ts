import { useApiData } from '@sf/api-client/use-api-data';
import type { ProductDetail } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { catalogApi } from '../../shared/catalog-api';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: ProductDetail }
  | { status: 'not-found' }
  | { status: 'failed'; retry: () => void };

/** Fetches one product (for views without inlined first data, such as the quickshop dialog); null fetches nothing. */
export function useProduct(site: Pick<SiteInfo, 'brand' | 'locale'>, productId: string | null): ProductState {
  const key = productId ? `${site.brand}|${site.locale}|${productId}` : null;
  // `load` runs only with a key, so only with an id.
  const { state, retry } = useApiData(key, (signal) => catalogApi(site).product(productId ?? '', signal));
  if (state.status === 'ready') return { status: 'ready', product: state.data };
  if (state.status === 'failed') return { status: 'failed', retry };
  return state.status === 'not-found' ? { status: 'not-found' } : state;
}
