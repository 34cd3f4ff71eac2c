import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { parseProductPath, type ProductDetail } from '@sf/contracts';
import { $experiments, emit, type PageProps } from '@sf/remote-contract';
import { BUY_BOX_CONSENT, BUY_BOX_EXPERIMENT, BUY_BOX_VARIANTS } from '@sf/contracts/experiments';
import { Heading, Price, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { catalogApi } from '../../shared/catalog-api';
import { usePageData } from '../../shared/use-page-data';
import { LoadFailed, PageSkeleton } from '../../shared/page-states';
import { PageFrame } from '../../shared/page-frame';
import { Breadcrumb } from '../../shared/breadcrumb';
import { ProductBadges } from '../../shared/product-badges';
import type { AddToCart } from './add-to-cart';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';
import { initialColour } from './product-selection';
import { ProductDetails } from './product-details';
import { ReviewsSummary } from './reviews-summary';
import { CompleteTheLook } from './complete-the-look';
import { TryOnButton } from './try-on-button';
import { usePdpPageData } from './product-page-data';
import type { ProductPageSlots } from './product-page-slots';

export interface ProductPageProps extends PageProps<ProductDetail> {
  addToCart: AddToCart;
  slots?: ProductPageSlots;
}

/** Product page (`/p/<slug>-<id>[/<colour>]`). First data: ProductDetail. */
export function ProductPage(props: ProductPageProps) {
  const parsed = parseProductPath(props.route.path);
  useEffect(() => {
    // The shell validates product paths first; this only guards a parcel mounted with a path it should not get.
    if (!parsed) emit('page:error', { status: 404, message: `Page not found: ${props.route.path}` });
  }, [parsed === null, props.route.path]);
  if (!parsed) return null;
  return <ProductDetailView {...props} productId={parsed.productId} requestedColour={parsed.colour} />;
}

function ProductDetailView({
  productId,
  requestedColour,
  addToCart,
  slots = {},
  ...props
}: ProductPageProps & { productId: string; requestedColour: string | null }) {
  const site = useSite();
  const page = usePageData(props, {
    load: (signal) => catalogApi(site).product(productId, signal),
    meta: (product) => ({ title: product.name, description: product.description }),
  });

  if (page.status === 'loading') return <PageSkeleton blocks={4} />;
  if (page.status === 'failed') return <LoadFailed retry={page.retry} />;
  if (page.status === 'not-found') return null;
  // Keyed by product, so the chosen colour and size start fresh on another product.
  return <ProductView key={page.data.productId} product={page.data} requestedColour={requestedColour} addToCart={addToCart} slots={slots} />;
}

interface ProductViewProps {
  product: ProductDetail;
  requestedColour: string | null;
  addToCart: AddToCart;
  slots: ProductPageSlots;
}

/**
 * Issue 24, experiment `pdp-buy-box`: the variant the server assigned (in the document, so the server's HTML and the
 * hydrated page agree); none means the control. Seeing an assigned variant is reported once (data layer and server).
 */
function useBuyBoxLayout(): 'standard' | 'compact' {
  const variant = useStore($experiments)[BUY_BOX_EXPERIMENT];
  useEffect(() => {
    if (!variant) return;
    // Loaded when a visitor is enrolled (only they report), so the reporting code is not in the page's first load.
    void import('@sf/analytics/experiments').then(({ experimentExposure }) =>
      experimentExposure({ experiment: BUY_BOX_EXPERIMENT, variant, consent: BUY_BOX_CONSENT }),
    );
  }, [variant]);
  return variant === BUY_BOX_VARIANTS.compact ? 'compact' : 'standard';
}

function ProductView({ product, requestedColour, addToCart, slots }: ProductViewProps) {
  const { t } = useTranslation();
  const site = useSite();
  const [colour, setColour] = useState(() => initialColour(product, requestedColour));
  const layout = useBuyBoxLayout();
  usePdpPageData(product, site);
  const price = <Price size="xl" price={product.price} labels={{ sale: t('catalog.priceSale'), original: t('catalog.priceOriginal') }} />;
  return (
    <PageFrame>
      {product.breadcrumb.length > 0 && <Breadcrumb trail={product.breadcrumb} currentIsLast={false} />}
      <div css={columns(layout)}>
        <Stack gap={3} css={{ gridArea: 'gallery', minWidth: 0 }}>
          <ProductGallery product={product} colour={colour} eager />
          <TryOnButton product={product} colour={colour} />
        </Stack>
        <Stack gap={4} css={{ gridArea: 'buy', minWidth: 0 }}>
          <Heading level={1}>{product.name}</Heading>
          {layout === 'standard' && price}
          <ReviewsSummary product={product} />
          <ProductBadges badges={product.badges} />
          <PurchasePanel
            product={product}
            colour={colour}
            onColourChange={setColour}
            addToCart={addToCart}
            sizeChart={slots.sizeChart?.(product.sizeChart, product.sizeSystem)}
            layout={layout}
            price={price}
            findInStore
          />
        </Stack>
        <Stack gap={4} css={{ gridArea: 'info', minWidth: 0 }}>
          <Stack gap={2}>
            <Heading level={2} size="lg">
              {t('catalog.description')}
            </Heading>
            <Text>{product.description}</Text>
          </Stack>
          <ProductDetails attributes={product.attributes} />
        </Stack>
      </div>
      <CompleteTheLook productId={product.productId} />
      {slots.reviews?.(product)}
      {slots.recentlyViewed?.(product.productId)}
      {slots.recommended?.(product.productId)}
    </PageFrame>
  );
}

/**
 * One column on a phone: photos, the buy box, then description and details. From md up, two columns: the control
 * puts description and details under the buy box; the compact buy box is sticky, so nothing may follow it in its
 * column (it would scroll underneath the box and be covered) and they go under the photos instead.
 */
const columns = (layout: 'standard' | 'compact') => (theme: Theme) => ({
  display: 'grid',
  gap: theme.space[6],
  gridTemplateAreas: '"gallery" "buy" "info"',
  [theme.media.md]: {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: layout === 'compact' ? '"gallery buy" "info buy"' : '"gallery buy" "gallery info"',
    rowGap: theme.space[4],
  },
});
