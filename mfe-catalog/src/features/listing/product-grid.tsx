import { useEffect, useRef } from 'react';
import type { ProductSummary } from '@sf/contracts';
import { Grid } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { EAGER_CARDS, ProductCard } from '../../shared/product-card';
import { FavoriteButton } from '../../shared/favorite-button';

interface ProductGridProps {
  items: readonly ProductSummary[];
  /** Index of the product that should take focus once it is rendered (the first one "load more" added). */
  focusIndex: number | null;
  onFocused: () => void;
  onOpen: (product: ProductSummary, index: number) => void;
}

/** The products as a labelled list; after "load more", focus moves to the first new product so keyboard users continue there. */
export function ProductGrid({ items, focusIndex, onFocused, onOpen }: ProductGridProps) {
  const { t } = useTranslation();
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  useEffect(() => {
    if (focusIndex === null) return;
    const link = links.current[focusIndex];
    if (!link) return;
    link.focus();
    onFocused();
  }, [focusIndex, items.length]);

  return (
    <Grid as="ul" aria-label={t('catalog.productListLabel')}>
      {items.map((product, index) => (
        <li key={`${product.productId}-${index}`}>
          <ProductCard
            product={product}
            linkRef={(element) => {
              links.current[index] = element;
            }}
            onOpen={() => onOpen(product, index)}
            eager={index < EAGER_CARDS}
            action={<FavoriteButton productId={product.productId} name={product.name} />}
          />
        </li>
      ))}
    </Grid>
  );
}
