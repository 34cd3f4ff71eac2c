import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { PICTURE_SIZES, type Look } from '@sf/contracts';
import { Dialog, formatMoney, Inline, Link, Price, Stack, useSite, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ProductPhoto } from '../../shared/product-photo';

export type Hotspot = Look['hotspots'][number];

interface LookHotspotProps {
  hotspot: Hotspot;
  /** Reported before the shopper leaves for the product (analytics click). */
  onOpenProduct: () => void;
}

/**
 * A marker on the outfit picture, placed by percent so it stays on the product at any width. It is a real button
 * named after the product and its price ("Ridge Hiker Boot, £149"); it opens the spec's "hotspot shop" dialog.
 */
export function LookHotspot({ hotspot, onOpenProduct }: LookHotspotProps) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const [open, setOpen] = useState(false);
  const { product } = hotspot;
  const price = formatMoney(product.price.sale ?? product.price.list, tag);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('catalog.hotspotLabel', { name: product.name, price })}
        onClick={() => setOpen(true)}
        css={marker}
        style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
      >
        <span aria-hidden="true">+</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={product.name} closeLabel={t('catalog.closeDialog')} size="sm">
        <Stack gap={3}>
          <ProductPhoto image={product.image} picture={product.picture} alt="" sizes={PICTURE_SIZES.productCard} />
          <Price size="lg" price={product.price} labels={{ sale: t('catalog.priceSale'), original: t('catalog.priceOriginal') }} />
          <Inline gap={4}>
            <Link to={product.path} onClick={onOpenProduct}>
              {t('catalog.viewDetails')}
            </Link>
            {/* Closing first hands the page back to the shell, which opens quickshop from the fragment. */}
            <Link to={`#quickshop_${product.productId}`} onClick={() => setOpen(false)}>
              {t('catalog.quickshopTitle')}
              <VisuallyHidden>{`: ${product.name}`}</VisuallyHidden>
            </Link>
          </Inline>
        </Stack>
      </Dialog>
    </>
  );
}

const marker = (theme: Theme) => ({
  position: 'absolute' as const,
  transform: 'translate(-50%, -50%)',
  width: theme.sizes.minTarget,
  height: theme.sizes.minTarget,
  borderRadius: theme.radii.pill,
  border: `${theme.sizes.strokeWidth} solid ${theme.colors.primaryText}`,
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
  lineHeight: 1,
  cursor: 'pointer',
  boxShadow: theme.shadows.md,
  '&:hover': { background: theme.colors.primaryHover },
  '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`, outlineOffset: theme.sizes.focusRingOffset },
});
