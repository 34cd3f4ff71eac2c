import type { SiteInfo } from '@sf/remote-contract';
import { useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { typedApiFor } from '../../shared/catalog-api';
import { ProductStrip } from '../../shared/product-strip';

export const completeTheLookApi = (site: Pick<SiteInfo, 'brand' | 'locale'>, productId: string, signal?: AbortSignal) =>
  typedApiFor(site).get('/api/catalog/products/{productId}/complete-the-look', { path: { productId }, signal });

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
