import type { ProductPageSlots } from '../features/product/product-page-slots';
import { SizeChartPanel } from '../features/size-chart/size-chart-panel';
import { RecentlyViewed } from '../features/recently-viewed/recently-viewed';
import { RecommendedSlot } from '../features/recommendations/recommended-slot';

/** What the product page and quickshop get from the size-chart, recently-viewed and recommendations features. */
export const productPageSlots: ProductPageSlots = {
  sizeChart: (chart, system) => <SizeChartPanel chartId={chart} system={system} />,
  recentlyViewed: (productId) => <RecentlyViewed productId={productId} />,
  recommended: (productId) => <RecommendedSlot exclude={productId} />,
};
