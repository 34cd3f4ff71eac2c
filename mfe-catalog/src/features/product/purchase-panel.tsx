import type { Theme } from '@emotion/react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { ProductDetail } from '@sf/contracts';
import { emit } from '@sf/remote-contract';
import { Alert, Button, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { FavoriteButton } from '../../shared/favorite-button';
import type { AddToCart } from './add-to-cart';
import { ColourSwatches } from './colour-swatches';
import { SizeChartButton } from './size-chart-button';
import { SizeSelector } from './size-selector';
import { carrySize, findVariant, variantsOfColour } from './product-selection';

interface PurchasePanelProps {
  product: ProductDetail;
  colour: string;
  onColourChange: (code: string) => void;
  addToCart: AddToCart;
  /** In a dialog the page's toasts are behind the modal, so the confirmation is also shown here. */
  confirmInline?: boolean;
  /** Content of the size chart dialog; no button without it. */
  sizeChart?: ReactNode;
  /**
   * Issue 24, experiment `pdp-buy-box`: 'standard' (the control) or 'compact': price and "add to basket" first, then
   * colours and the sizes as a list, in a box that stays in view beside the gallery on wider screens.
   */
  layout?: 'standard' | 'compact';
  /** The price, shown in the compact layout's top row (the standard layout leaves it to the page). */
  price?: ReactNode;
  /** Issue 25: offer "find in store" (the product page; not the quickshop dialog). */
  findInStore?: boolean;
}

// Offered only once a sold-out size is chosen (never in the server's page or a first screen), so its code loads then,
// while the shopper reads "notify me"; the product page's first load does not carry it.
const NotifyMeDialog = lazy(() => import('./notify-me-dialog').then((module) => ({ default: module.NotifyMeDialog })));

// Issue 25: the find-in-store dialog's code loads when the shopper opens it, so the product page's first load stays as it was.
const FindInStoreDialog = lazy(() => import('./find-in-store-dialog').then((module) => ({ default: module.FindInStoreDialog })));

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * Colour, size, "add to basket" (or "notify me" for a sold-out size) and "favourite": shared by the product page
 * and the quickshop dialog.
 */
export function PurchasePanel({
  product,
  colour,
  onColourChange,
  addToCart,
  confirmInline = false,
  sizeChart,
  layout = 'standard',
  price,
  findInStore = false,
}: PurchasePanelProps) {
  const { t } = useTranslation();
  const [size, setSize] = useState<string | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [notifyOpen, setNotifyOpen] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [findInStoreOpen, setFindInStoreOpen] = useState(false);
  const sizeErrorId = useId();
  const variant = findVariant(product, colour, size);
  const soldOut = variant !== undefined && !variant.inStock;

  const changeColour = (code: string) => {
    onColourChange(code);
    setSize(carrySize(product, code, size));
    setFeedback(null);
  };

  const chooseSize = (next: string) => {
    setSize(next);
    setSizeMissing(false);
    setFeedback(null);
  };

  const add = async () => {
    if (adding) return;
    if (!variant || soldOut) {
      setSizeMissing(!variant);
      return;
    }
    setAdding(true);
    setFeedback(null);
    const outcome = await addToCart({ productId: product.productId, variantId: variant.variantId, quantity: 1, name: product.name });
    setAdding(false);
    if (outcome.ok) {
      const message = t('catalog.addedToCart', { name: product.name });
      emit('toast:show', { message, tone: 'success' });
      if (confirmInline) setFeedback({ tone: 'success', text: message });
    } else {
      setFeedback({ tone: 'error', text: outcome.reason === 'rejected' ? outcome.message : t('catalog.addToCartFailed') });
    }
  };

  const sizes = (
    <SizeSelector
      variants={variantsOfColour(product, colour)}
      sizeSystem={product.sizeSystem}
      selected={size}
      onSelect={chooseSize}
      errorId={sizeMissing ? sizeErrorId : undefined}
      layout={layout === 'compact' ? 'list' : 'boxes'}
    />
  );
  const colours = product.colours.length > 1 && <ColourSwatches colours={product.colours} selected={colour} onSelect={changeColour} />;
  const sizeChoice = (
    <Stack gap={2}>
      {sizes}
      {sizeChart && (
        <div>
          <SizeChartButton>{sizeChart}</SizeChartButton>
        </div>
      )}
      {findInStore && (
        <div>
          <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setFindInStoreOpen(true)}>
            {t('catalog.findInStore.open')}
          </Button>
          {findInStoreOpen && (
            <Suspense fallback={null}>
              <FindInStoreDialog product={product} variant={variant} onClose={() => setFindInStoreOpen(false)} />
            </Suspense>
          )}
        </div>
      )}
    </Stack>
  );
  const sizeMissingAlert = sizeMissing && (
    <Alert tone="error" id={sizeErrorId}>
      {t('catalog.chooseSize')}
    </Alert>
  );
  const action = soldOut ? (
    <>
      <Text role="status">{t('catalog.soldOutSize', { size: variant.size })}</Text>
      <Button size="lg" fullWidth aria-haspopup="dialog" onClick={() => setNotifyOpen(true)}>
        {t('catalog.notifyMe')}
      </Button>
      <Suspense fallback={null}>
        <NotifyMeDialog open={notifyOpen} onClose={() => setNotifyOpen(false)} productName={product.name} variant={variant} />
      </Suspense>
    </>
  ) : (
    // aria-disabled rather than disabled: the button stays focusable and explains itself when pressed too early.
    <Button
      size="lg"
      fullWidth
      variant={variant ? 'primary' : 'secondary'}
      loading={adding}
      aria-disabled={!variant || adding ? true : undefined}
      onClick={() => void add()}
    >
      {t('catalog.addToCart')}
    </Button>
  );
  const feedbackAlert = feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>;
  const favourite = <FavoriteButton productId={product.productId} name={product.name} size="md" fullWidth />;

  if (layout === 'compact') {
    // The decision first: price and the button at the top of the box, the choices under it. The button explains
    // itself ("choose a size") when pressed before a size is chosen, right under it.
    return (
      <section aria-label={t('buy-box.label')} data-buy-box="compact" css={compactBox}>
        <Stack gap={4}>
          <Stack gap={3}>
            {price}
            {action}
            {sizeMissingAlert}
            {feedbackAlert}
          </Stack>
          {colours}
          {sizeChoice}
          {favourite}
        </Stack>
      </section>
    );
  }
  return (
    <Stack gap={4} data-buy-box="standard">
      {colours}
      {sizeChoice}
      {sizeMissingAlert}
      {action}
      {feedbackAlert}
      {favourite}
    </Stack>
  );
}

const compactBox = (theme: Theme) => ({
  padding: theme.space[4],
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  // Beside the gallery (two columns) the box stays in view while the shopper scrolls the photos; on a phone it is
  // one column in the page's flow (a sticky box there would cover the photos).
  [theme.media.md]: { position: 'sticky' as const, top: theme.space[4], zIndex: theme.zIndices.sticky, boxShadow: theme.shadows.sm },
});
