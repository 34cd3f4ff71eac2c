import { useEffect, useRef, useState } from 'react';
import type { ProductList, ProductSummary } from '@sf/contracts';

interface MoreProducts {
  items: ProductSummary[];
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
}

/**
 * Pages after the first, appended on request ("load more"). Reset when the category changes; a request still
 * running for the previous category is aborted.
 */
export function useMoreProducts(
  categoryKey: string,
  first: ProductList | null,
  fetchPage: (offset: number, limit: number, signal: AbortSignal) => Promise<ProductList>,
): MoreProducts {
  const [state, setState] = useState({ key: categoryKey, items: [] as ProductSummary[], loading: false, failed: false });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), [categoryKey]);

  const current = state.key === categoryKey ? state : { key: categoryKey, items: [], loading: false, failed: false };

  const loadMore = () => {
    if (!first || current.loading) return;
    controller.current?.abort();
    const request = new AbortController();
    controller.current = request;
    const offset = first.items.length + current.items.length;
    setState({ ...current, loading: true, failed: false });
    fetchPage(offset, first.limit, request.signal)
      .then((page) => {
        if (!request.signal.aborted) setState({ key: categoryKey, items: [...current.items, ...page.items], loading: false, failed: false });
      })
      .catch(() => {
        if (!request.signal.aborted) setState({ ...current, loading: false, failed: true });
      });
  };

  return { items: current.items, loading: current.loading, failed: current.failed, loadMore };
}
