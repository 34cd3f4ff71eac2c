import { useEffect, useState } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import type { ProductSummary } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { useSite } from '@sf/ui';
import { typedApiFor } from '../../shared/catalog-api';

/** The products-by-id endpoint takes at most 100 ids a call. */
const CHUNK = 100;

export type SummariesState = { status: 'loading' } | { status: 'ready'; items: ProductSummary[] } | { status: 'failed'; retry: () => void };

async function fetchSummaries(site: Pick<SiteInfo, 'brand' | 'locale'>, ids: readonly string[], signal: AbortSignal): Promise<ProductSummary[]> {
  const client = typedApiFor(site);
  const chunks = Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, index) => ids.slice(index * CHUNK, (index + 1) * CHUNK));
  const lists = await Promise.all(chunks.map((chunk) => client.get('/api/catalog/products', { query: { ids: chunk.join(',') }, signal })));
  return lists.flatMap((list) => list.items);
}

/** `known` plus an answer for `asked`: an id the answer lacks is known to be unavailable. */
function withAnswer(known: ReadonlyMap<string, ProductSummary | null>, asked: readonly string[], items: readonly ProductSummary[]) {
  const next = new Map(known);
  for (const id of asked) next.set(id, items.find((item) => item.productId === id) ?? null);
  return next;
}

/**
 * Summaries of products in the order of `ids` (null: not known yet). Products already fetched are kept, so removing
 * one from the list asks nothing; ids the catalogue does not know (withdrawn, another brand) are left out.
 */
export function useProductSummaries(ids: readonly string[] | null): SummariesState {
  const site = useSite();
  const [known, setKnown] = useState<ReadonlyMap<string, ProductSummary | null>>(new Map());
  const missing = (ids ?? []).filter((id) => !known.has(id));
  const key = missing.length > 0 ? `${site.brand}|${site.locale}|${missing.join(',')}` : null;
  const { state, retry } = useApiData(key, (signal) => fetchSummaries(site, missing, signal));
  const answer = state.status === 'ready' ? state.data : null;
  const failed = state.status === 'failed' || state.status === 'not-found' ? state : null;

  // The answer joins what is known (so the key empties); until then it is read straight from the hook.
  useEffect(() => {
    if (answer) setKnown((previous) => withAnswer(previous, missing, answer));
  }, [answer]);
  useEffect(() => {
    if (failed) console.error('[mfe-catalog] favourite products could not be loaded', failed.error);
  }, [failed]);

  if (failed) return { status: 'failed', retry };
  if (ids === null || (missing.length > 0 && !answer)) return { status: 'loading' };
  const all = answer ? withAnswer(known, missing, answer) : known;
  return { status: 'ready', items: ids.flatMap((id) => all.get(id) ?? []) };
}
