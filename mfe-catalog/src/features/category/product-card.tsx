import type { Theme } from '@emotion/react';
import type { ProductSummary } from '@sf/contracts';
import { Image, Link, Price, Stack, Text, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ProductBadges } from '../../shared/product-badges';

/** One product of a listing. The name is the link; the image repeats it, so it is decorative (alt=""). */
export function ProductCard({ product, linkRef }: { product: ProductSummary; linkRef?: (element: HTMLAnchorElement | null) => void }) {
  const { t } = useTranslation();
  return (
    <article css={{ height: '100%' }}>
      <Stack gap={2}>
        <Image src={product.image} alt="" width={600} height={600} />
        <h2 css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, fontFamily: theme.fonts.body })}>
          <Link to={product.path} variant="plain" ref={linkRef}>
            {product.name}
          </Link>
        </h2>
        <Price price={product.price} labels={{ sale: t('catalog.priceSale'), original: t('catalog.priceOriginal') }} />
        <ProductBadges badges={product.badges} />
        <Text size="sm" tone="muted">
          {t('catalog.colourCount', { count: product.colourCount })}
        </Text>
        <Link to={`#quickshop_${product.productId}`}>
          {t('catalog.quickshopTitle')}
          <VisuallyHidden>{`: ${product.name}`}</VisuallyHidden>
        </Link>
      </Stack>
    </article>
  );
}
