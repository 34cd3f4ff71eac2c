import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export type BadgeTone = 'neutral' | 'sale' | 'accent' | 'success';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

const toneColor = (theme: Theme, tone: BadgeTone): string =>
  ({ neutral: theme.colors.text, sale: theme.colors.sale, accent: theme.colors.accent, success: theme.colors.success })[tone];

/** A small label (New, Sale, Low stock). Coloured text on the page background keeps every tone at AA contrast. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return (
    <span
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        paddingInline: theme.space[2],
        paddingBlock: theme.space[1],
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        letterSpacing: theme.letterSpacings.caps,
        textTransform: 'uppercase',
        lineHeight: theme.lineHeights.tight,
        color: toneColor(theme, tone),
        background: theme.colors.background,
        border: `${theme.sizes.borderWidth} solid currentColor`,
        borderRadius: theme.radii.sm,
      })}
      {...rest}
    />
  );
}
