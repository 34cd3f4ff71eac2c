import type { ProductDetail } from '@sf/contracts';
import { formatRating, Inline, Link, RatingStars, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/**
 * The reviews line under the PDP title: average stars and how many reviews, linked to every review of the product
 * (`/reviews/{id}`, spec §2); or "No reviews yet". One line on the server and after hydration alike (CLS 0).
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
        <Link to={`/reviews/${product.productId}`}>{t('catalog.reviewCount', { count: product.rating.count })}</Link>
      </Text>
    </Inline>
  );
}
