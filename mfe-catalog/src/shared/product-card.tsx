import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { PICTURE_SIZES, type ProductSummary } from '@sf/contracts';
import { formatRating, Link, Picture, Price, RatingStars, Stack, Text, useSite, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ProductBadges } from './product-badges';
import { ProductPhoto } from './product-photo';

/** Cards in a grid's first row at its widest (4 per row): their photos load at once, the rest lazily. */
export const EAGER_CARDS = 4;

export interface ProductCardProps {
  product: ProductSummary;
  linkRef?: (element: HTMLAnchorElement | null) => void;
  /** Called before the product link navigates (analytics click, remembering the scroll position). */
  onOpen?: () => void;
  /** Heading level of the name in the page outline. */
  headingLevel?: 2 | 3;
  /** An extra control under the card, e.g. a favourite toggle. */
  action?: ReactNode;
  /** In the first row of a listing: the photo loads at once, not lazily (it is likely the largest paint). */
  eager?: boolean;
}

/**
 * The second view over the first on hover (issue 25), where a pointer can hover. Hidden with display: none, so the
 * lazy image is not fetched until the card is first hovered.
 */
const hoverSwap = {
  position: 'relative',
  '& > picture + picture': { display: 'none', position: 'absolute', inset: 0 },
  '@media (hover: hover)': { 'article:hover & > picture + picture': { display: 'block' } },
} as const;

/** One product of a listing. The name is the link; the image repeats it, so it is decorative (alt=""). */
export function ProductCard({ product, linkRef, onOpen, headingLevel = 2, action, eager = false }: ProductCardProps) {
  const { t } = useTranslation();
  const Name = `h${headingLevel}` as const;
  return (
    <article css={{ height: '100%' }}>
      <Stack gap={2}>
        <div css={hoverSwap}>
          <ProductPhoto image={product.image} picture={product.picture} alt="" sizes={PICTURE_SIZES.productCard} eager={eager} />
          {product.secondPicture && (
            <Picture picture={product.secondPicture} src={product.secondPicture.srcset.jpeg.split(' ')[0] ?? ''} alt="" sizes={PICTURE_SIZES.productCard} />
          )}
        </div>
        <Name css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, fontFamily: theme.fonts.body })}>
          <Link to={product.path} variant="plain" ref={linkRef} onClick={onOpen}>
            {product.name}
          </Link>
        </Name>
        <Price price={product.price} labels={{ sale: t('catalog.priceSale'), original: t('catalog.priceOriginal') }} />
        {product.rating && <ProductRating rating={product.rating} />}
        <ProductBadges badges={product.badges} />
        <Text size="sm" tone="muted">
          {t('catalog.colourCount', { count: product.colourCount })}
        </Text>
        <Link to={`#quickshop_${product.productId}`}>
          {t('catalog.quickshopTitle')}
          <VisuallyHidden>{`: ${product.name}`}</VisuallyHidden>
        </Link>
        {action}
      </Stack>
    </article>
  );
}

/** Stars with the average and count as text for everyone ("4.3 out of 5, 27 reviews"). */
export function ProductRating({ rating }: { rating: NonNullable<ProductSummary['rating']> }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const value = formatRating(rating.average, tag);
  const label = t('catalog.ratingLabel', { value, count: rating.count });
  return (
    <span css={(theme: Theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space[2] })}>
      <RatingStars value={rating.average} label={label} size="sm" />
      <Text as="span" size="sm" tone="muted" aria-hidden="true">
        {`(${rating.count})`}
      </Text>
    </span>
  );
}
