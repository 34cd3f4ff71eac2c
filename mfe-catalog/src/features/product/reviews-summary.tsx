import type { ProductDetail } from '@sf/contracts';
import { formatRating, Inline, RatingStars, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/**
 * The reviews slot of the PDP: average stars and how many reviews; or "No reviews yet". No link to the reviews
 * themselves: their texts and `/reviews/{id}` (spec §2) are not built yet, and a link must never lead to a 404.
 */
export function ReviewsSummary({ product }: { product: Pick<ProductDetail, 'productId' | 'rating'> }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  if (!product.rating) {
    return (
      <Text size="sm" tone="muted">
        {t('catalog.noReviews')}
      </Text>
    );
  }
  const rating = formatRating(product.rating.average, tag);
  return (
    <Inline gap={3}>
      <RatingStars value={product.rating.average} label={t('catalog.reviewsAverage', { rating })} />
      <Text as="span" size="sm">
        {t('catalog.reviewCount', { count: product.rating.count })}
      </Text>
    </Inline>
  );
}
