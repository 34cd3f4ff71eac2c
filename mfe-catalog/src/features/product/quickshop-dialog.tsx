import { useEffect, useState } from 'react';
import { isValidProductId, type ProductDetail } from '@sf/contracts';
import type { DialogProps } from '@sf/remote-contract';
import { Alert, Button, Grid, Link, Price, Skeleton, SkeletonGroup, SkeletonText, Stack, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { AddToCart } from './add-to-cart';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';
import { initialColour } from './product-selection';
import { useProduct } from './use-product';
import type { ProductPageSlots } from './product-page-slots';

export interface QuickshopProps extends DialogProps {
  addToCart: AddToCart;
  sizeChart?: ProductPageSlots['sizeChart'];
}

/** `#quickshop_<productId>`: choose colour and size and add to the basket without leaving the page. */
export function QuickshopDialog({ arg, setTitle, addToCart, sizeChart }: QuickshopProps) {
  const { t } = useTranslation();
  const site = useSite();
  // Spec §5: a malformed id never reaches the API.
  const productId = isValidProductId(arg) ? arg : null;
  const state = useProduct(site, productId);
  const title = state.status === 'ready' ? state.product.name : t('catalog.quickshopTitle');
  useEffect(() => setTitle(title), [title, setTitle]);

  if (!productId) return <Alert tone="error">{t('catalog.invalidProductId')}</Alert>;
  if (state.status === 'loading') return <QuickshopSkeleton />;
  if (state.status === 'not-found') return <Alert tone="error">{t('catalog.productUnavailable')}</Alert>;
  if (state.status === 'failed') {
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={state.retry}>
            {t('catalog.retry')}
          </Button>
        }
      >
        {t('catalog.productUnavailable')}
      </Alert>
    );
  }
  return <QuickshopContent key={state.product.productId} product={state.product} addToCart={addToCart} sizeChart={sizeChart} />;
}

function QuickshopContent({ product, addToCart, sizeChart }: { product: ProductDetail; addToCart: AddToCart; sizeChart?: ProductPageSlots['sizeChart'] }) {
  const { t } = useTranslation();
  const [colour, setColour] = useState(() => initialColour(product, null));
  return (
    <Grid columns={{ base: 1, md: 2 }} gap={5}>
      <ProductGallery product={product} colour={colour} />
      <Stack gap={4}>
        <Price size="lg" price={product.price} labels={{ sale: t('catalog.priceSale'), original: t('catalog.priceOriginal') }} />
        <PurchasePanel
          product={product}
          colour={colour}
          onColourChange={setColour}
          addToCart={addToCart}
          confirmInline
          sizeChart={sizeChart?.(product.sizeChart, product.sizeSystem)}
        />
        <Link to={product.path}>{t('catalog.viewDetails')}</Link>
      </Stack>
    </Grid>
  );
}

function QuickshopSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('catalog.loading')}>
      <Grid columns={{ base: 1, md: 2 }} gap={5}>
        <Skeleton aspectRatio="1 / 1" />
        <SkeletonText lines={5} />
      </Grid>
    </SkeletonGroup>
  );
}
