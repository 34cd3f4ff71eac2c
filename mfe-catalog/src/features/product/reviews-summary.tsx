import type { ProductDetail } from '@sf/contracts';
import { Inline, Link, RatingStars, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** The reviews slot of the PDP: average stars, how many reviews, and a link to them; or "No reviews yet". */
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
  const rating = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(product.rating.average);
  return (
    <Inline gap={3}>
      <RatingStars value={product.rating.average} label={t('catalog.reviewsAverage', { rating })} />
      <Text as="span" size="sm">
        {t('catalog.reviewCount', { count: product.rating.count })}
      </Text>
      <Link to={`/reviews/${product.productId}`}>{t('catalog.readReviews')}</Link>
    </Inline>
  );
}
