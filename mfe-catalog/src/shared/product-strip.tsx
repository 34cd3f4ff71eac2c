import { useEffect, useId, useState } from 'react';
import { pushImpressions, pushProductClick, type AnalyticsProduct } from '@sf/analytics';
import type { ProductSummary, ProductSummaryList } from '@sf/contracts';
import { Grid, Heading, Stack, useSite } from '@sf/ui';
import { FavoriteButton } from './favorite-button';
import { ProductCard } from './product-card';

/** The price a shopper saw, for analytics: the sale price when there is one. */
export const analyticsProduct = (product: ProductSummary, position: number): AnalyticsProduct => ({
  id: product.productId,
  name: product.name,
  price: product.price.sale ?? product.price.list,
  position,
});

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
 */
export function ProductStrip({ title, list, load, loadKey }: ProductStripProps) {
  const site = useSite();
  const [items, setItems] = useState<ProductSummary[]>([]);
  const headingId = useId();

  useEffect(() => {
    setItems([]);
    const controller = new AbortController();
    const request = load(controller.signal);
    if (!request) return undefined;
    request
      .then((answer) => {
        if (controller.signal.aborted) return;
        setItems(answer.items);
        pushImpressions({ list, layout: 'carousel', items: answer.items.map((item, index) => analyticsProduct(item, index + 1)) }, site);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`[mfe-catalog] ${list} unavailable`, error);
      });
    return () => controller.abort();
    // `load` is recreated on every render; `loadKey` names what it loads.
  }, [loadKey, site]);

  if (items.length === 0) return null;
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {title}
      </Heading>
      <Grid as="ul" columns={{ base: 2, md: 4 }} gap={4}>
        {items.map((item, index) => (
          <li key={item.productId}>
            <ProductCard
              product={item}
              headingLevel={3}
              onOpen={() => pushProductClick({ list, layout: 'carousel', item: analyticsProduct(item, index + 1), position: index + 1 }, site)}
              action={<FavoriteButton productId={item.productId} name={item.name} />}
            />
          </li>
        ))}
      </Grid>
    </Stack>
  );
}
