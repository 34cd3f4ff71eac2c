import type { AnalyticsProduct } from '@sf/analytics';
import type { ProductSummary } from '@sf/contracts';

/** The price a shopper saw, for analytics: the sale price when there is one. */
export const analyticsProduct = (product: ProductSummary, position: number): AnalyticsProduct => ({
  id: product.productId,
  name: product.name,
  price: product.price.sale ?? product.price.list,
  position,
});
