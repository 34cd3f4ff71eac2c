import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { ProductDetail, Variant } from '@sf/contracts';
import { VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

interface SizeListProps {
  variants: readonly Variant[];
  sizeSystem: ProductDetail['sizeSystem'];
  selected: string | null;
  onSelect: (size: string) => void;
  errorId?: string;
}

/**
 * The compact buy box's sizes (issue 24, variant `compact` of `pdp-buy-box`): a native radio group shown as a list,
 * one full-width row per size with its stock in words beside it, so a phone shows every size without wrapping and
 * the stock needs no hover or colour to read. Sold-out sizes stay choosable (choosing one offers "notify me").
 */
export function SizeList({ variants, sizeSystem, selected, onSelect, errorId }: SizeListProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset aria-describedby={errorId} css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={(theme: Theme) => ({ padding: 0, marginBottom: theme.space[2], fontWeight: theme.fontWeights.medium })}>
        {sizeSystem === 'LETTER' ? t('catalog.size') : t('catalog.sizeLegend', { system: sizeSystem })}
      </legend>
      <ul css={listStyles}>
        {variants.map((variant) => (
          <li key={variant.variantId}>
            <label css={rowStyles} data-sold-out={variant.inStock ? undefined : 'true'}>
              <input
                type="radio"
                name={name}
                value={variant.size}
                checked={selected === variant.size}
                data-sold-out={variant.inStock ? undefined : 'true'}
                onChange={() => onSelect(variant.size)}
                css={radioStyles}
              />
              <span css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium, minWidth: '3ch' })}>{variant.size}</span>
              <span css={stockStyles}>
                {/* Read as one phrase ("5, only 2 left"); the comma is not shown. */}
                <VisuallyHidden>, </VisuallyHidden>
                {!variant.inStock
                  ? t('buy-box.outOfStock')
                  : variant.lowStock !== null
                    ? t('catalog.onlyLeft', { count: variant.lowStock })
                    : t('buy-box.inStock')}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const listStyles = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.sm,
  // A long size run scrolls inside the box instead of pushing the rest of the page away.
  maxHeight: '18rem',
  overflowY: 'auto' as const,
  '& > li + li': { borderTop: `${theme.sizes.borderWidth} solid ${theme.colors.border}` },
});

const rowStyles = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  minHeight: theme.sizes.minTarget,
  paddingInline: theme.space[3],
  cursor: 'pointer',
  '&:has(input:checked)': { background: theme.colors.surface, fontWeight: theme.fontWeights.bold },
  '&[data-sold-out] > span:first-of-type': { textDecoration: 'line-through' },
});

const radioStyles = (theme: Theme) => ({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: theme.colors.primary,
  '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`, outlineOffset: theme.sizes.focusRingOffset },
});

const stockStyles = (theme: Theme) => ({
  marginInlineStart: 'auto',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.mutedText,
});
