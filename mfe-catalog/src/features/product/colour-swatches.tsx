import type { Theme } from '@emotion/react';
import type { ProductDetail } from '@sf/contracts';
import { focusRing, Inline } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

interface ColourSwatchesProps {
  colours: ProductDetail['colours'];
  selected: string;
  onSelect: (code: string) => void;
}

/** One toggle button per colour (a dot of its colour and its name); the group's legend names the current colour. */
export function ColourSwatches({ colours, selected, onSelect }: ColourSwatchesProps) {
  const { t } = useTranslation();
  const current = colours.find((colour) => colour.code === selected);
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={(theme: Theme) => ({ padding: 0, marginBottom: theme.space[2], fontWeight: theme.fontWeights.medium })}>
        {t('catalog.colourLegend', { colour: current?.name ?? '' })}
      </legend>
      <Inline as="ul" gap={2}>
        {colours.map((colour) => (
          <li key={colour.code}>
            <button type="button" aria-pressed={colour.code === selected} onClick={() => onSelect(colour.code)} css={swatch}>
              {/* The product's own colour (data, not theme); the name beside it carries the meaning. */}
              <span aria-hidden="true" css={dot} style={{ background: colour.hex }} />
              <span>{colour.name}</span>
            </button>
          </li>
        ))}
      </Inline>
    </fieldset>
  );
}

const swatch = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: theme.sizes.minTarget,
  padding: theme.space[1],
  paddingInlineEnd: theme.space[3],
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: theme.colors.primary, borderWidth: theme.sizes.strokeWidth, fontWeight: theme.fontWeights.bold },
  ...focusRing(theme),
});

const dot = (theme: Theme) => ({
  display: 'inline-block',
  width: theme.sizes.iconMd,
  height: theme.sizes.iconMd,
  borderRadius: theme.radii.pill,
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
});
