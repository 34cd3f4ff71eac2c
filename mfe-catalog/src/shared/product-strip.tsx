import { useId } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import type { ProductSummaryList } from '@sf/contracts';
import { Heading, Stack, useSite } from '@sf/ui';

interface ProductStripProps {
  title: string;
  /** Analytics list name, e.g. "PDP:complete-the-look". */
  list: string;
  /** Loads the products; null means there is nothing to ask for. Run once per `loadKey` (and site). */
  load: (signal: AbortSignal) => Promise<ProductSummaryList> | null;
  loadKey: string;
}

/**
 * A titled row of product cards under a product (recommendations, recently viewed). It is extra: while loading,
 * when empty or when the call fails the section is simply not there. Impressions on load, clicks with position.
 * The cards' code (card, favourite toggle, impressions and clicks) loads alongside the products, not with the page:
 * the strip shows nothing before its products are here anyway.
 */
export function ProductStrip({ title, list, load, loadKey }: ProductStripProps) {
  const site = useSite();
  const headingId = useId();
  const { state } = useApiData(`${site.brand}|${site.locale}|${loadKey}`, async (signal) => {
    const request = load(signal);
    if (!request) return null;
    try {
      const [answer, cards] = await Promise.all([request, import('./product-strip-cards')]);
      if (!signal.aborted) cards.pushStripImpressions(list, answer.items, site);
      return { items: answer.items, Cards: cards.ProductStripCards };
    } catch (error) {
      if (!signal.aborted) console.warn(`[mfe-catalog] ${list} unavailable`, error);
      return null;
    }
  });
  const shown = state.status === 'ready' ? state.data : null;

  if (!shown || shown.items.length === 0) return null;
  const { Cards: StripCards, items } = shown;
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {title}
      </Heading>
      <StripCards items={items} list={list} site={site} />
    </Stack>
  );
}
