import type { ReactNode } from 'react';
import type { ProductDetail } from '@sf/contracts';

/**
 * Parts of the product views that other features provide. Features do not import each other, so the app fills
 * these in (src/app/product-page-slots.tsx) and tests can pass simple stand-ins.
 */
export interface ProductPageSlots {
  /** Content of the size chart dialog for the product's chart, with the product's size system highlighted. */
  sizeChart?: (chart: ProductDetail['sizeChart'], system: ProductDetail['sizeSystem']) => ReactNode;
  /** Shown under the product: records this view and lists the others (recently viewed). */
  recentlyViewed?: (productId: string) => ReactNode;
  /** Last on the page: "Recommended for you", without this product (targeting consent only; issue 24). */
  recommended?: (productId: string) => ReactNode;
  /** Issue 25: reviews, size advice and questions (loaded late, in a box of stable size). */
  reviews?: (product: Pick<ProductDetail, 'productId' | 'rating'>) => ReactNode;
}
