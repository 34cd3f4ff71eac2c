import { useEffect, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { ProductDetail, SiteInfo } from '@sf/contracts';
import { catalogApi } from '../../shared/catalog-api';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: ProductDetail }
  | { status: 'not-found' }
  | { status: 'failed'; retry: () => void };

/** Fetches one product (for views without inlined first data, such as the quickshop dialog); null fetches nothing. */
export function useProduct(site: Pick<SiteInfo, 'brand' | 'locale'>, productId: string | null): ProductState {
  const [state, setState] = useState<{ id: string; state: ProductState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!productId) return undefined;
    const controller = new AbortController();
    setState(null);
    catalogApi(site)
      .product(productId, controller.signal)
      .then((product) => setState({ id: productId, state: { status: 'ready', product } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiRequestError && error.status === 404;
        setState({ id: productId, state: notFound ? { status: 'not-found' } : { status: 'failed', retry: () => setAttempt((n) => n + 1) } });
      });
    return () => controller.abort();
  }, [productId, site.brand, site.locale, attempt]);

  return state && state.id === productId ? state.state : { status: 'loading' };
}
