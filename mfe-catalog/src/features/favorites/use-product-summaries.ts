import { useEffect, useState } from 'react';
import type { ProductSummary, ProductSummaryList, SiteInfo } from '@sf/contracts';
import { useSite } from '@sf/ui';
import { apiClientFor } from '../../shared/catalog-api';

/** The products-by-id endpoint takes at most 100 ids a call. */
const CHUNK = 100;

export type SummariesState = { status: 'loading' } | { status: 'ready'; items: ProductSummary[] } | { status: 'failed'; retry: () => void };

async function fetchSummaries(site: Pick<SiteInfo, 'brand' | 'locale'>, ids: readonly string[], signal: AbortSignal): Promise<ProductSummary[]> {
  const client = apiClientFor(site);
  const chunks = Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, index) => ids.slice(index * CHUNK, (index + 1) * CHUNK));
  const lists = await Promise.all(chunks.map((chunk) => client.get<ProductSummaryList>('/api/catalog/products', { query: { ids: chunk.join(',') }, signal })));
  return lists.flatMap((list) => list.items);
}

/**
 * Summaries of products in the order of `ids` (null: not known yet). Products already fetched are kept, so removing
 * one from the list asks nothing; ids the catalogue does not know (withdrawn, another brand) are left out.
 */
export function useProductSummaries(ids: readonly string[] | null): SummariesState {
  const site = useSite();
  const [known, setKnown] = useState<ReadonlyMap<string, ProductSummary | null>>(new Map());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const missing = (ids ?? []).filter((id) => !known.has(id));
  const missingKey = missing.join(',');

  useEffect(() => {
    if (missing.length === 0) return undefined;
    const controller = new AbortController();
    setFailed(false);
    fetchSummaries(site, missing, controller.signal)
      .then((items) => {
        if (controller.signal.aborted) return;
        setKnown((previous) => {
          const next = new Map(previous);
          for (const id of missing) next.set(id, items.find((item) => item.productId === id) ?? null);
          return next;
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[mfe-catalog] favourite products could not be loaded', error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [missingKey, site.brand, site.locale, attempt]);

  if (failed) return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  if (ids === null || missing.length > 0) return { status: 'loading' };
  return { status: 'ready', items: ids.flatMap((id) => known.get(id) ?? []) };
}
