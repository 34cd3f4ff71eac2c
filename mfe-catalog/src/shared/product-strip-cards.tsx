import { pushImpressions, pushProductClick } from '@sf/analytics';
import type { ProductSummary } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { Grid } from '@sf/ui';
import { analyticsProduct } from './analytics-product';
import { FavoriteButton } from './favorite-button';
import { ProductCard } from './product-card';

/** A strip's products were shown (spec §3 impressions, as a carousel). */
export function pushStripImpressions(list: string, items: readonly ProductSummary[], site: SiteInfo): void {
  pushImpressions({ list, layout: 'carousel', items: items.map((item, index) => analyticsProduct(item, index + 1)) }, site);
}

/** The cards of a product strip (product-strip.tsx), with a favourite toggle each and clicks reported with their position. */
export function ProductStripCards({ items, list, site }: { items: readonly ProductSummary[]; list: string; site: SiteInfo }) {
  return (
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
  );
}
