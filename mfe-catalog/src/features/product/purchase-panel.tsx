import { useId, useState, type ReactNode } from 'react';
import { emit, type ProductDetail } from '@sf/contracts';
import { Alert, Button, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { FavoriteButton } from '../../shared/favorite-button';
import type { AddToCart } from './add-to-cart';
import { ColourSwatches } from './colour-swatches';
import { NotifyMeDialog } from './notify-me-dialog';
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
}

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * Colour, size, "add to basket" (or "notify me" for a sold-out size) and "favourite": shared by the product page
 * and the quickshop dialog.
 */
export function PurchasePanel({ product, colour, onColourChange, addToCart, confirmInline = false, sizeChart }: PurchasePanelProps) {
  const { t } = useTranslation();
  const [size, setSize] = useState<string | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [notifyOpen, setNotifyOpen] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
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

  return (
    <Stack gap={4}>
      {product.colours.length > 1 && <ColourSwatches colours={product.colours} selected={colour} onSelect={changeColour} />}
      <Stack gap={2}>
        <SizeSelector
          variants={variantsOfColour(product, colour)}
          sizeSystem={product.sizeSystem}
          selected={size}
          onSelect={chooseSize}
          errorId={sizeMissing ? sizeErrorId : undefined}
        />
        {sizeChart && (
          <div>
            <SizeChartButton>{sizeChart}</SizeChartButton>
          </div>
        )}
      </Stack>
      {sizeMissing && (
        <Alert tone="error" id={sizeErrorId}>
          {t('catalog.chooseSize')}
        </Alert>
      )}
      {soldOut ? (
        <>
          <Text role="status">{t('catalog.soldOutSize', { size: variant.size })}</Text>
          <Button size="lg" fullWidth aria-haspopup="dialog" onClick={() => setNotifyOpen(true)}>
            {t('catalog.notifyMe')}
          </Button>
          <NotifyMeDialog open={notifyOpen} onClose={() => setNotifyOpen(false)} productName={product.name} variant={variant} />
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
      )}
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      <FavoriteButton productId={product.productId} name={product.name} size="md" fullWidth />
    </Stack>
  );
}
