import { useStore } from '@nanostores/react';
import { consentAllows } from '@sf/contracts';
import { $consent, type SiteInfo } from '@sf/remote-contract';
import { useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { typedApiFor } from '../../shared/catalog-api';
import { ProductStrip } from '../../shared/product-strip';
import { othersThan, recordView, RECENTLY_VIEWED_SHOWN } from './recently-viewed-storage';

const productsByIds = (site: Pick<SiteInfo, 'brand' | 'locale'>, ids: readonly string[], signal: AbortSignal) =>
  typedApiFor(site).get('/api/catalog/products', { query: { ids: ids.join(',') }, signal });

/**
 * Records the product page's product as viewed and lists up to eight others seen before on this site: this
 * browser's list (functional consent) and, with targeting consent, the products of the visitor's stored
 * personalisation profile first merged in (issue 24; that code loads with the "Recommended for you" rail's request).
 */
export function RecentlyViewed({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  // Functional consent given on this page records the product at once; withdrawn, the list goes (issue 24).
  const consent = useStore($consent);
  const allowed = consentAllows('functional', consent);
  const targeting = consentAllows('targeting', consent);
  return (
    <ProductStrip
      title={t('catalog.recentlyViewed')}
      list="PDP:recently-viewed"
      loadKey={`${productId}|${allowed}|${targeting}`}
      load={(signal) => {
        // Recording happens when the product changes (the strip's load runs once per product).
        const others = othersThan(recordView(site, productId), productId);
        if (targeting) {
          return import('../../shared/recommendations-api').then((profile) =>
            profile.recentlyViewedWithProfile(site, productId, others, RECENTLY_VIEWED_SHOWN, signal),
          );
        }
        return others.length > 0 ? productsByIds(site, others, signal) : null;
      }}
    />
  );
}
