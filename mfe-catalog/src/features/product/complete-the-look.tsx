import type { ProductSummaryList, SiteInfo } from '@sf/contracts';
import { useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { apiClientFor } from '../../shared/catalog-api';
import { ProductStrip } from '../../shared/product-strip';

export const completeTheLookApi = (site: Pick<SiteInfo, 'brand' | 'locale'>, productId: string, signal?: AbortSignal) =>
  apiClientFor(site).get<ProductSummaryList>(`/api/catalog/products/${encodeURIComponent(productId)}/complete-the-look`, { signal });

/** Products that go with this one (other categories of the same brand and audience). */
export function CompleteTheLook({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <ProductStrip
      title={t('catalog.completeTheLook')}
      list="PDP:complete-the-look"
      loadKey={productId}
      load={(signal) => completeTheLookApi(site, productId, signal)}
    />
  );
}
