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
}

/** Sizes of the chosen colour as a native radio group; sold-out sizes are disabled and say so to screen readers. */
export function SizeSelector({ variants, sizeSystem, selected, onSelect, errorId }: SizeSelectorProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset aria-describedby={errorId} css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={(theme: Theme) => ({ padding: 0, marginBottom: theme.space[2], fontWeight: theme.fontWeights.medium })}>
        {sizeSystem === 'LETTER' ? t('catalog.size') : t('catalog.sizeLegend', { system: sizeSystem })}
      </legend>
      <Inline gap={2}>
        {variants.map((variant) => (
          <label key={variant.variantId} css={{ position: 'relative' }}>
            <input
              type="radio"
              name={name}
              value={variant.size}
              checked={selected === variant.size}
              disabled={!variant.inStock}
              onChange={() => onSelect(variant.size)}
              css={visuallyHiddenStyles}
            />
            <span css={sizeBox}>
              {variant.size}
              {!variant.inStock && <VisuallyHidden>{`, ${t('catalog.outOfStock')}`}</VisuallyHidden>}
            </span>
          </label>
        ))}
      </Inline>
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
  'input:disabled + &': {
    color: theme.colors.mutedText,
    textDecoration: 'line-through',
    borderStyle: 'dashed',
    cursor: 'not-allowed',
  },
});
