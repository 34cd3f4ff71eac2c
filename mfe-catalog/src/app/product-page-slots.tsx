import { lazy, Suspense } from 'react';
import { Spinner } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { ProductPageSlots } from '../features/product/product-page-slots';
import { RecentlyViewedSlot } from '../features/recently-viewed/recently-viewed-slot';
import { RecommendedSlot } from '../features/recommendations/recommended-slot';
import { ReviewsSlot } from '../features/reviews/reviews-slot';

// The size chart is shown in a dialog the shopper opens (never in the server's page), so its code (table, size
// systems, the charts request) loads then; until it arrives the dialog shows the spinner the panel shows while the
// charts load.
const SizeChartPanel = lazy(() => import('../features/size-chart/size-chart-panel').then((module) => ({ default: module.SizeChartPanel })));

function SizeChartLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('catalog.loading')} />;
}

/** What the product page and quickshop get from the size-chart, recently-viewed, recommendations and reviews features. */
export const productPageSlots: ProductPageSlots = {
  sizeChart: (chart, system) => (
    <Suspense fallback={<SizeChartLoading />}>
      <SizeChartPanel chartId={chart} system={system} />
    </Suspense>
  ),
  recentlyViewed: (productId) => <RecentlyViewedSlot productId={productId} />,
  recommended: (productId) => <RecommendedSlot exclude={productId} />,
  reviews: (product) => <ReviewsSlot productId={product.productId} rated={product.rating !== null} />,
};
