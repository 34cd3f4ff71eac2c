import { useEffect } from 'react';
import { pushPageData } from '@sf/analytics';
import type { ProductDetail } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';

/** Spec §3 loadPageData for a product page, once per product shown. */
export function usePdpPageData(product: ProductDetail, site: SiteInfo): void {
  useEffect(() => {
    pushPageData(
      {
        pageType: 'PDP',
        pageName: `PDP:${product.productId}`,
        pageTitle: product.name,
        breadcrumb: [...product.breadcrumb.map((crumb) => crumb.name), product.name],
        categoryId: product.categorySlug,
      },
      site,
    );
    // One page view per product, not per re-render or colour change.
  }, [product.productId, site.locale]);
}
