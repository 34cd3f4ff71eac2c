import { useEffect, useId, useState } from 'react';
import type { ProductSummary, ProductSummaryList } from '@sf/contracts';
import { Heading, Stack, useSite } from '@sf/ui';

type Cards = typeof import('./product-strip-cards');

interface ProductStripProps {
  title: string;
  /** Analytics list name, e.g. "PDP:complete-the-look". */
  list: string;
  /** Loads the products; null means there is nothing to ask for. Re-run when `loadKey` changes. */
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
  const [shown, setShown] = useState<{ items: ProductSummary[]; Cards: Cards['ProductStripCards'] } | null>(null);
  const headingId = useId();

  useEffect(() => {
    setShown(null);
    const controller = new AbortController();
    const request = load(controller.signal);
    if (!request) return undefined;
    Promise.all([request, import('./product-strip-cards')])
      .then(([answer, cards]) => {
        if (controller.signal.aborted) return;
        setShown({ items: answer.items, Cards: cards.ProductStripCards });
        cards.pushStripImpressions(list, answer.items, site);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`[mfe-catalog] ${list} unavailable`, error);
      });
    return () => controller.abort();
    // `load` is recreated on every render; `loadKey` names what it loads.
  }, [loadKey, site]);

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
