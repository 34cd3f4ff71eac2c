import type { Theme } from '@emotion/react';
import type { FontSizeKey } from '../theme/storefront-theme';

export interface RatingStarsProps {
  /** Average rating, 0–5 (fractions fill part of a star). */
  value: number;
  /** What a screen reader hears instead of the stars, e.g. t('rating', { value: 4.3 }) → "Rated 4.3 out of 5". */
  label: string;
  size?: FontSizeKey;
}

const STARS = '★★★★★';

/**
 * Five stars filled to the average. The glyphs are one image with a text name (role="img"), so assistive tech reads
 * the number rather than five symbols; filled stars use the accent colour, empty ones the border colour (both ≥ 3:1).
 */
export function RatingStars({ value, label, size = 'md' }: RatingStarsProps) {
  const percent = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span
      role="img"
      aria-label={label}
      css={(theme: Theme) => ({ position: 'relative', display: 'inline-block', lineHeight: 1, fontSize: theme.fontSizes[size], color: theme.colors.border })}
    >
      <span aria-hidden="true">{STARS}</span>
      <span
        aria-hidden="true"
        data-testid="rating-fill"
        css={(theme: Theme) => ({
          position: 'absolute',
          insetBlockStart: 0,
          insetInlineStart: 0,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          color: theme.colors.accent,
        })}
        style={{ width: `${percent}%` }}
      >
        {STARS}
      </span>
    </span>
  );
}
