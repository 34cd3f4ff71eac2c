import { useEffect, useId, useState } from 'react';
import { pushImpressions, pushProductClick, type AnalyticsProduct } from '@sf/analytics';
import type { ProductSummary, ProductSummaryList, SiteInfo } from '@sf/contracts';
import { Grid, Heading, Stack, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { apiClientFor } from '../../shared/catalog-api';
import { ProductCard } from '../../shared/product-card';
import { FavoriteButton } from '../../shared/favorite-button';

const LIST = 'PDP:complete-the-look';

export const completeTheLookApi = (site: Pick<SiteInfo, 'brand' | 'locale'>, productId: string, signal?: AbortSignal) =>
  apiClientFor(site).get<ProductSummaryList>(`/api/catalog/products/${encodeURIComponent(productId)}/complete-the-look`, { signal });

/** Shown price for analytics: the sale price when there is one. */
export const analyticsProduct = (product: ProductSummary, position: number): AnalyticsProduct => ({
  id: product.productId, name: product.name, price: product.price.sale ?? product.price.list, position,
});

/**
 * Products that go with this one. Recommendations are extra: while loading, when empty or when the call fails the
 * section is simply not there.
 */
export function CompleteTheLook({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const [items, setItems] = useState<ProductSummary[]>([]);
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setItems([]);
    completeTheLookApi(site, productId, controller.signal)
      .then((list) => {
        if (controller.signal.aborted) return;
        setItems(list.items);
        pushImpressions({ list: LIST, layout: 'carousel', items: list.items.map((item, index) => analyticsProduct(item, index + 1)) }, site);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[mfe-catalog] complete the look unavailable', error);
      });
    return () => controller.abort();
  }, [productId, site]);

  if (items.length === 0) return null;
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {t('catalog.completeTheLook')}
      </Heading>
      <Grid as="ul" columns={{ base: 2, md: 4 }} gap={4}>
        {items.map((item, index) => (
          <li key={item.productId}>
            <ProductCard
              product={item}
              headingLevel={3}
              onOpen={() => pushProductClick({ list: LIST, layout: 'carousel', item: analyticsProduct(item, index + 1), position: index + 1 }, site)}
              action={<FavoriteButton productId={item.productId} name={item.name} />}
            />
          </li>
        ))}
      </Grid>
    </Stack>
  );
}
