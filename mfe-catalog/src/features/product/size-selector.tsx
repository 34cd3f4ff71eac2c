import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { ProductDetail, Variant } from '@sf/contracts';
import { Inline, VisuallyHidden, visuallyHiddenStyles } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

interface SizeSelectorProps {
  variants: readonly Variant[];
  sizeSystem: ProductDetail['sizeSystem'];
  selected: string | null;
  onSelect: (size: string) => void;
  /** Id of a message that explains a problem with the choice (e.g. "choose a size"). */
  errorId?: string;
  /**
   * 'boxes' (the standard buy box) or 'list' (issue 24, the compact buy box of experiment `pdp-buy-box`): one
   * full-width row per size with its stock in words, so a phone shows every size without wrapping and the stock needs
   * no hover or colour to read.
   */
  layout?: 'boxes' | 'list';
}

/**
 * Sizes of the chosen colour as a native radio group. Sold-out sizes stay choosable (choosing one offers "notify
 * me"), are struck through and dashed, and say "out of stock" to screen readers; a size with few left says how many.
 */
export function SizeSelector({ variants, sizeSystem, selected, onSelect, errorId, layout = 'boxes' }: SizeSelectorProps) {
  const { t } = useTranslation();
  const name = useId();
  const list = layout === 'list';
  return (
    <fieldset aria-describedby={errorId} css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={(theme: Theme) => ({ padding: 0, marginBottom: theme.space[2], fontWeight: theme.fontWeights.medium })}>
        {sizeSystem === 'LETTER' ? t('catalog.size') : t('catalog.sizeLegend', { system: sizeSystem })}
      </legend>
      {list ? (
        <ul css={listStyles}>
          {variants.map((variant) => (
            <li key={variant.variantId}>
              <label css={rowStyles}>
                <input
                  type="radio"
                  name={name}
                  value={variant.size}
                  checked={selected === variant.size}
                  data-sold-out={variant.inStock ? undefined : 'true'}
                  onChange={() => onSelect(variant.size)}
                  css={radioStyles}
                />
                <span>{variant.size}</span>
                <span css={stockStyles}>
                  {/* Read as one phrase ("5, only 2 left"); the comma is not shown. */}
                  <VisuallyHidden>, </VisuallyHidden>
                  {variant.inStock
                    ? variant.lowStock !== null
                      ? t('catalog.onlyLeft', { count: variant.lowStock })
                      : t('buy-box.inStock')
                    : t('buy-box.outOfStock')}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <Inline gap={2} align="start">
          {variants.map((variant) => (
            <label key={variant.variantId} css={{ position: 'relative', display: 'inline-flex', flexDirection: 'column', alignItems: 'center' }}>
              <input
                type="radio"
                name={name}
                value={variant.size}
                checked={selected === variant.size}
                data-sold-out={variant.inStock ? undefined : 'true'}
                onChange={() => onSelect(variant.size)}
                css={visuallyHiddenStyles}
              />
              <span css={sizeBox}>
                {variant.size}
                {!variant.inStock && <VisuallyHidden>{`, ${t('catalog.outOfStock')}`}</VisuallyHidden>}
              </span>
              {variant.inStock && variant.lowStock !== null && (
                <span css={(theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.sale })}>
                  <VisuallyHidden>, </VisuallyHidden>
                  {t('catalog.onlyLeft', { count: variant.lowStock })}
                </span>
              )}
            </label>
          ))}
        </Inline>
      )}
    </fieldset>
  );
}

const sizeBox = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: theme.sizes.minTarget,
  minHeight: theme.sizes.minTarget,
  paddingInline: theme.space[3],
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.background,
  color: theme.colors.text,
  cursor: 'pointer',
  'input:checked + &': {
    background: theme.colors.primary,
    borderColor: theme.colors.primary,
    color: theme.colors.primaryText,
    fontWeight: theme.fontWeights.bold,
  },
  'input:focus-visible + &': {
    outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`,
    outlineOffset: theme.sizes.focusRingOffset,
  },
  'input[data-sold-out] + &': {
    color: theme.colors.mutedText,
    textDecoration: 'line-through',
    borderStyle: 'dashed',
  },
  'input[data-sold-out]:checked + &': {
    background: theme.colors.surface,
    borderColor: theme.colors.text,
    color: theme.colors.text,
  },
});

const listStyles = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.sm,
  '& > li + li': { borderTop: `${theme.sizes.borderWidth} solid ${theme.colors.border}` },
});

const rowStyles = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  minHeight: theme.sizes.minTarget,
  paddingInline: theme.space[3],
  cursor: 'pointer',
  '&:has(:checked)': { background: theme.colors.surface, fontWeight: theme.fontWeights.bold },
  '&:has([data-sold-out]) > span:first-of-type': { textDecoration: 'line-through' },
});

const radioStyles = (theme: Theme) => ({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: theme.colors.primary,
  '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`, outlineOffset: theme.sizes.focusRingOffset },
});

const stockStyles = (theme: Theme) => ({ marginInlineStart: 'auto', fontSize: theme.fontSizes.sm, color: theme.colors.mutedText });
