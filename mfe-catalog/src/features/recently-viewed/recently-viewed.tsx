import { useEffect, useId, useState } from 'react';
import { pushImpressions, pushProductClick, type AnalyticsProduct } from '@sf/analytics';
import type { ProductSummary, ProductSummaryList, SiteInfo } from '@sf/contracts';
import { Grid, Heading, Stack, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { apiClientFor } from '../../shared/catalog-api';
import { ProductCard } from '../../shared/product-card';
import { FavoriteButton } from '../../shared/favorite-button';
import { othersThan, recordView } from './recently-viewed-storage';

const LIST = 'PDP:recently-viewed';

const productsByIds = (site: Pick<SiteInfo, 'brand' | 'locale'>, ids: readonly string[], signal: AbortSignal) =>
  apiClientFor(site).get<ProductSummaryList>('/api/catalog/products', { query: { ids: ids.join(',') }, signal });

const analyticsProduct = (product: ProductSummary, position: number): AnalyticsProduct => ({
  id: product.productId, name: product.name, price: product.price.sale ?? product.price.list, position,
});

/** Records the product page's product as viewed and lists up to eight others seen before on this site. */
export function RecentlyViewed({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const headingId = useId();
  const [items, setItems] = useState<ProductSummary[]>([]);

  useEffect(() => {
    const others = othersThan(recordView(site, productId), productId);
    setItems([]);
    if (others.length === 0) return undefined;
    const controller = new AbortController();
    productsByIds(site, others, controller.signal)
      .then((list) => {
        if (controller.signal.aborted) return;
        setItems(list.items);
        pushImpressions({ list: LIST, layout: 'carousel', items: list.items.map((item, index) => analyticsProduct(item, index + 1)) }, site);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[mfe-catalog] recently viewed unavailable', error);
      });
    return () => controller.abort();
  }, [productId, site]);

  if (items.length === 0) return null;
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {t('catalog.recentlyViewed')}
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
